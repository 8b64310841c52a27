// The load generators of `npm run bench:api`: one URL over and over (wrk when installed, else
// autocannon), or a fresh path and headers for every request (autocannon).
import { spawnSync } from 'node:child_process'
import autocannon from 'autocannon'

export interface Sample {
  requests: number
  p99: number
  non2xx: number
}

/** One request of a mixed row: where it goes and whose token it carries. */
export interface Picked {
  path: string
  headers?: Record<string, string>
}

export const CONNECTIONS = 50

/**
 * wrk (C, Debian's package) when installed: autocannon, on its one core, cannot read 16 KB pages as
 * fast as the server sends them (the server stayed 40% idle on the landing page), so the page's row
 * measured the load generator. Both give the baselines the same treatment.
 */
export const useWrk = spawnSync('wrk', ['--version']).error === undefined

const WRK_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 }

function wrkLoad(url: string, headers: Record<string, string>, seconds: number): Sample {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url]
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout
  const requests = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(out)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const errors = [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[2]), 0)
  return { requests, p99: p99 ? Math.round(Number(p99[1]) * (WRK_UNITS[p99[2] ?? 'ms'] ?? 1) * 10) / 10 : 0, non2xx: non2xx + errors }
}

const sampleOf = (result: autocannon.Result): Sample => ({ requests: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors })

/** The same URL and headers on every request: every answer after the first may come from a cache. */
export async function loadOne(url: string, headers: Record<string, string>, seconds: number): Promise<Sample> {
  if (useWrk) return wrkLoad(url, headers, seconds)
  return sampleOf(await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }))
}

/** A path and headers drawn by `pick` for every request (autocannon: wrk would need a Lua script per row). */
export async function loadMixed(origin: string, pick: () => Picked, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{
      setupRequest: (request) => {
        const picked = pick()
        return { ...request, path: picked.path, headers: { ...request.headers, ...picked.headers } }
      },
    }],
  })
  return sampleOf(result)
}

export const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
