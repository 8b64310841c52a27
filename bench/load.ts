// The load generators of `npm run bench:api`: one URL over and over (wrk when installed, else
// autocannon), or a fresh path and headers for every request (autocannon).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import autocannon from 'autocannon'
import { processCpuMs } from './processCpu.ts'

export interface Sample {
  requests: number
  p99: number
  non2xx: number
  /** The server process's CPU time per answered request, in ms (null where /proc cannot tell). */
  cpuMs: number | null
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
  return { requests, p99: p99 ? Math.round(Number(p99[1]) * (WRK_UNITS[p99[2] ?? 'ms'] ?? 1) * 10) / 10 : 0, non2xx: non2xx + errors, cpuMs: null }
}

const sampleOf = (result: autocannon.Result): Sample => ({ requests: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors, cpuMs: null })

/** A process's live descendants (a cluster primary's workers). */
function descendants(pid: number): number[] {
  let children: number[] = []
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter((id) => id.trim() !== '').map(Number)
  } catch {
    // No such file for a process gone, or on a kernel without it: the process alone is counted.
  }
  return children.flatMap((child) => [child, ...descendants(child)])
}

/**
 * The CPU time so far of a process and its workers, or null without /proc: with WEB_CONCURRENCY above
 * 1 the primary only hands out connections, and the workers do the work.
 */
function cpuTime(pid: number): number | null {
  const own = processCpuMs(pid)
  if (own === null) return null
  return descendants(pid).reduce((total, id) => total + (processCpuMs(id) ?? 0), own)
}

/**
 * The load's sample with the server's CPU time per request, the writes it answered meanwhile
 * (`writes()` counts them so far) counted as requests too: on a machine other jobs share, req/s
 * follows whatever else runs, while the CPU a request costs the server hardly does.
 */
export async function withServerCpu(pid: number | undefined, run: () => Promise<Sample>, seconds: number, writes: () => number): Promise<Sample> {
  const before = pid === undefined ? null : cpuTime(pid)
  const writesBefore = writes()
  const sample = await run()
  const after = pid === undefined ? null : cpuTime(pid)
  const answered = sample.requests * seconds + writes() - writesBefore
  return { ...sample, cpuMs: before === null || after === null || answered === 0 ? null : (after - before) / answered }
}

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
