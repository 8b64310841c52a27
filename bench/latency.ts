// Latency figures of the admin benches (`npm run bench:admin`, `npm run bench:policies`): one admin's
// requests in a row and ten admins at once, each request's URL drawn afresh, timed on the client.
import { performance } from 'node:perf_hooks'

export const CONCURRENCY = 10

export interface Figures {
  p50: number
  p95: number
  rows: number
  total: string
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

export const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`

/** One GET as the admin: its wall-clock time, and the rows and total its answer lists. */
export async function timed(url: string, token: string): Promise<{ ms: number; rows: number; total: string }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  const body: unknown = await response.json()
  const ms = performance.now() - started
  if (!response.ok || typeof body !== 'object' || body === null || !('data' in body) || typeof body.data !== 'object' || body.data === null) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`)
  }
  const meta = 'meta' in body && typeof body.meta === 'object' && body.meta !== null ? body.meta : {}
  const total = 'total' in meta ? String(meta.total) : '?'
  const capped = 'total_capped' in meta && meta.total_capped === true ? '+' : ''
  return { ms, rows: Array.isArray(body.data) ? body.data.length : 1, total: `${total}${capped}` }
}

function figures(times: number[], last: { rows: number; total: string }): Figures {
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), rows: last.rows, total: last.total }
}

/** `runs` requests one after another (after one unmeasured warm-up), each to the URL `next` draws. */
export async function sequential(next: () => string, token: string, runs: number): Promise<Figures> {
  await timed(next(), token)
  const times: number[] = []
  let last = { rows: 0, total: '?' }
  for (let i = 0; i < runs; i += 1) {
    const result = await timed(next(), token)
    times.push(result.ms)
    last = result
  }
  return figures(times, last)
}

/** Ten admins at once, `runsEach` requests each, each to the URL `next` draws. */
export async function concurrent(next: () => string, token: string, runsEach: number): Promise<Figures> {
  const times: number[] = []
  let last = { rows: 0, total: '?' }
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < runsEach; i += 1) {
        const result = await timed(next(), token)
        times.push(result.ms)
        last = result
      }
    }),
  )
  return figures(times, last)
}
