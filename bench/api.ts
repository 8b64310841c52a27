// API throughput beside baselines on the same PostgreSQL (issues #14 and #30). Never part of npm test.
// Usage: npm run build && npm run bench:api. BENCH_DATABASE_URL (default: the local gq_bench
// database, created when missing), BENCH_SECONDS per round (10), BENCH_ROUNDS (3), WEB_CONCURRENCY
// for the product (1), BENCH_ONLY to measure some rows, BENCH_PIN=0 not to pin, BENCH_PROFILE=dir to
// write the product servers' CPU profiles there (node --cpu-prof) when they stop. Servers run on core 0
// and the load generator on core 1 when taskset exists.
//
// Two tables. "Mixed" is the one that counts: a random one of 400 signed-in customers, a random one of
// 100,000 requests and a random row of a million for the baseline, on every request, with 50 writes a
// second alongside (bench/mixedTraffic.ts); its product rows run again on a second server with the
// session and request-page caches off (ROW_CACHES=off), and the detail with only the request-page cache
// off (ROW_CACHES=sessions). "Hot key" repeats one URL with one token, so
// every answer after the first may come from a cache: it is kept to show what the caches do at best.
// Beside req/s, each row has its server's CPU time per request (from /proc; PostgreSQL's own is not
// counted; a product row's counts the writes it served as requests), which holds on a machine other jobs share,
// where req/s follows whatever else runs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CONNECTIONS, loadMixed, loadOne, median, useWrk, withServerCpu, type Picked, type Sample } from './load.ts'
import { MAX_IN_FLIGHT, randomOf, startWrites, type WriteCounts } from './mixedTraffic.ts'
import { JWT_SECRET, prepareBenchData, type BenchData } from './benchData.ts'

const root = path.resolve(import.meta.dirname, '..')
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gq_bench'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const workers = process.env.WEB_CONCURRENCY ?? '1'
const WRITES_PER_SECOND = 50
// BENCH_PIN=0 leaves the scheduler free (to measure WEB_CONCURRENCY scaling across cores).
const hasTaskset = process.env.BENCH_PIN !== '0' && spawnSync('taskset', ['-c', '0', 'true']).status === 0 && os.availableParallelism() > 1

type Server = 'hello' | 'landing' | 'pg' | 'product' | 'uncached' | 'sessionsOnly'
type Table = 'mixed' | 'hot'

const PORTS: Record<Server, number> = { hello: 3391, pg: 3392, product: 3393, uncached: 3394, landing: 3395, sessionsOnly: 3396 }
const BASELINE_NAMES: Record<'hello' | 'landing' | 'pg', string> = { hello: 'Koa hello', landing: 'node:http, same bytes', pg: 'Koa + pg' }

interface Row {
  table: Table
  name: string
  server: Server
  /** Mixed rows draw every request; hot-key rows repeat one. */
  pick: () => Picked
  /** The baseline of the same table this row is compared with, and the ratio it must reach. */
  against: 'hello' | 'landing' | 'pg' | null
  goal: number | null
}

const fixed = (path: string, headers: Record<string, string> = {}) => () => ({ path, headers })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

function detailRow(data: BenchData, server: Server): Row {
  return {
    table: 'mixed', name: `GET /insurance_requests/{n}, random of ${data.requestNumbers.length.toLocaleString('en')} (admin)`, server,
    pick: () => ({ path: `/api/v1/insurance_requests/${randomOf(data.requestNumbers)}`, headers: bearer(data.adminToken) }), against: 'pg', goal: 0.8,
  }
}

/** Every product row of the mixed table, on the server with caches (product) or without (uncached). */
function mixedProductRows(data: BenchData, server: 'product' | 'uncached'): Row[] {
  const off = server === 'uncached' ? ', caches off' : ''
  const customer = () => bearer(randomOf(data.customerTokens))
  return [
    { table: 'mixed', name: `GET /me, random of 400 customers${off}`, server, pick: () => ({ path: '/api/v1/me', headers: customer() }), against: 'pg', goal: 0.8 },
    { ...detailRow(data, server), name: `${detailRow(data, server).name}${off}` },
    { table: 'mixed', name: `GET /insurance_requests, own list of a random customer${off}`, server, pick: () => ({ path: '/api/v1/insurance_requests', headers: customer() }), against: 'pg', goal: 0.5 },
  ]
}

function rows(data: BenchData): Row[] {
  const hotAuth = bearer(data.hotToken)
  const brotli = { 'accept-encoding': 'br' }
  return [
    { table: 'mixed', name: 'Koa hello (baseline)', server: 'hello', pick: fixed('/'), against: null, goal: null },
    { table: 'mixed', name: 'bare node:http sending the landing\'s bytes (baseline)', server: 'landing', pick: fixed('/'), against: null, goal: null },
    { table: 'mixed', name: `Koa + pg, random row of ${data.baselineRows.toLocaleString('en')} (baseline)`, server: 'pg', pick: () => ({ path: `/rows/${1 + randomInt(data.baselineRows)}` }), against: null, goal: null },
    ...mixedProductRows(data, 'product'),
    ...mixedProductRows(data, 'uncached'),
    // The request-page cache serves only the detail: measured alone, with the session cache kept.
    { ...detailRow(data, 'sessionsOnly'), name: `${detailRow(data, 'product').name}, request-page cache off` },
    { table: 'mixed', name: 'GET /subscription_plans (anonymous)', server: 'product', pick: fixed('/api/v1/subscription_plans'), against: 'hello', goal: 0.85 },
    { table: 'mixed', name: 'GET / (landing HTML, brotli)', server: 'product', pick: fixed('/', brotli), against: 'landing', goal: 0.9 },
    { table: 'hot', name: 'Koa hello (baseline)', server: 'hello', pick: fixed('/'), against: null, goal: null },
    { table: 'hot', name: 'bare node:http sending the landing\'s bytes (baseline)', server: 'landing', pick: fixed('/'), against: null, goal: null },
    { table: 'hot', name: 'Koa + pg, one user\'s row (baseline)', server: 'pg', pick: fixed('/'), against: null, goal: null },
    { table: 'hot', name: 'GET /health (no database)', server: 'product', pick: fixed('/api/v1/health'), against: 'hello', goal: null },
    { table: 'hot', name: 'GET /me, one token', server: 'product', pick: fixed('/api/v1/me', hotAuth), against: 'pg', goal: null },
    { table: 'hot', name: 'GET /insurance_requests/{n}, one request', server: 'product', pick: fixed(`/api/v1/insurance_requests/${data.hotRequestNumber}`, hotAuth), against: 'pg', goal: null },
    { table: 'hot', name: 'GET /insurance_requests, one customer\'s list', server: 'product', pick: fixed('/api/v1/insurance_requests', hotAuth), against: 'pg', goal: null },
    { table: 'hot', name: 'GET / (landing HTML, brotli)', server: 'product', pick: fixed('/', brotli), against: 'landing', goal: null },
  ]
}

function pinned(command: string, args: string[], core: number): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', String(core), command, ...args]] : [command, args]
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`)
    if (await fetch(url).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within 120 s`)
}

const profileDir = process.env.BENCH_PROFILE

async function startServer(file: string, port: number, env: Record<string, string>, readyPath: string): Promise<ChildProcess> {
  // Only the product is profiled; node refuses --cpu-prof in NODE_OPTIONS.
  const profile = profileDir && file === 'api/server.ts' ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []
  const [command, args] = pinned(process.execPath, [...profile, path.join(root, file)], 0)
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitFor(`http://127.0.0.1:${port}${readyPath}`, child)
  return child
}

function productEnv(port: number, rowCaches: 'on' | 'off' | 'sessions'): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'gq-bench-')),
    JWT_SECRET,
    MAIL_TRANSPORT: 'log',
    WEB_CONCURRENCY: workers,
    // The writes all come from this machine's one address.
    RATE_LIMIT_MULTIPLIER: '1000',
    ROW_CACHES: rowCaches,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }
}

/** `writes` counts the writes this row's server answered so far (none for a baseline's or a hot-key row's). */
async function measure(row: Row, pid: number | undefined, writes: () => number): Promise<Sample> {
  const origin = `http://127.0.0.1:${PORTS[row.server]}`
  if (row.table === 'mixed') return withServerCpu(pid, () => loadMixed(origin, row.pick, seconds), seconds, writes)
  const { path: target, headers } = row.pick()
  return withServerCpu(pid, () => loadOne(`${origin}${target}`, headers ?? {}, seconds), seconds, writes)
}

/** The writes go to the server being measured (its CPU figure counts them as requests), else to the product's. */
const writeTarget = (row: Row | undefined) => `http://127.0.0.1:${PORTS[row && isProduct(row.server) ? row.server : 'product']}`
const isProduct = (server: Server) => server === 'product' || server === 'uncached' || server === 'sessionsOnly'

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html.br'))) throw new Error('no build in dist: run npm run build first')
  // The load generator (this process) takes core 1, the servers core 0.
  if (hasTaskset) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
  const data = await prepareBenchData(databaseUrl, (line) => process.stderr.write(`${line}\n`))
  const servers = new Map<Server, ChildProcess>()
  // Stopped by hand (Ctrl-C, kill), the bench takes its servers with it: left running, they would skew the next run.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const server of servers.values()) server.kill('SIGTERM')
      process.exit(130)
    })
  }
  try {
    servers.set('hello', await startServer('bench/baselines/hello.ts', PORTS.hello, {}, '/'))
    servers.set('landing', await startServer('bench/baselines/landingBytes.ts', PORTS.landing, { DIST_DIR: path.join(root, 'dist') }, '/'))
    servers.set('pg', await startServer('bench/baselines/pgSelect.ts', PORTS.pg, { DATABASE_URL: databaseUrl, USER_ID: String(data.hotUserId) }, '/'))
    servers.set('product', await startServer('api/server.ts', PORTS.product, productEnv(PORTS.product, 'on'), '/api/v1/ready'))
    servers.set('uncached', await startServer('api/server.ts', PORTS.uncached, productEnv(PORTS.uncached, 'off'), '/api/v1/ready'))
    servers.set('sessionsOnly', await startServer('api/server.ts', PORTS.sessionsOnly, productEnv(PORTS.sessionsOnly, 'sessions'), '/api/v1/ready'))
    // BENCH_ONLY=text keeps the baselines and the rows whose name contains it (for quick comparisons).
    const only = process.env.BENCH_ONLY
    const list = rows(data).filter((row) => !only || row.against === null || row.name.includes(only))
    const samples = new Map<Row, Sample[]>(list.map((row) => [row, []]))
    const writes: WriteCounts[] = []
    // Rounds interleave the rows, so a noisy neighbour spreads over all of them alike.
    for (let round = 1; round <= rounds; round++) {
      for (const table of ['mixed', 'hot'] as const) {
        let current: Row | undefined
        const writer = table === 'mixed' ? startWrites(() => writeTarget(current), data.customerTokens, WRITES_PER_SECOND) : null
        for (const row of list.filter((r) => r.table === table)) {
          current = row
          const writesHere = writer && isProduct(row.server) ? writer.answered : () => 0
          const sample = await measure(row, servers.get(row.server)?.pid, writesHere)
          samples.get(row)?.push(sample)
          process.stderr.write(`round ${round} ${table}: ${row.name}: ${Math.round(sample.requests)} req/s, p99 ${sample.p99} ms, ${sample.cpuMs?.toFixed(3) ?? '?'} ms CPU, non-2xx ${sample.non2xx}\n`)
        }
        if (writer) writes.push(await writer.stop())
      }
    }
    report(list, samples, writes)
  } finally {
    for (const server of servers.values()) server.kill('SIGTERM')
  }
}

interface Result {
  table: Table
  name: string
  server: Server
  requests_per_second: number
  p99_ms: number
  ratio: number | null
  /** Server CPU per request, and the baseline's over this row's (null where /proc cannot tell). */
  cpu_ms: number | null
  cpu_ratio: number | null
  goal: number | null
  met: boolean
  non_2xx: number
}

function tableLines(title: string, results: Result[], rowsOf: Row[]): string[] {
  const lines = [`### ${title}`, '', '| Row | req/s | p99 ms | ratio | server CPU ms/req | CPU ratio | goal | non-2xx |', '|---|---|---|---|---|---|---|---|']
  for (const result of results) {
    const against = rowsOf.find((row) => row.name === result.name && row.table === result.table)?.against ?? null
    const ratio = result.ratio === null || against === null ? '1' : `${result.ratio.toFixed(2)} × ${BASELINE_NAMES[against]}`
    const goal = result.goal === null ? '' : `≥ ${result.goal.toFixed(2)} ${result.met ? 'met' : 'MISSED'}`
    const cpuRatio = result.cpu_ratio === null ? '' : result.cpu_ratio.toFixed(2)
    lines.push(`| ${result.name} | ${Math.round(result.requests_per_second).toLocaleString('en')} | ${result.p99_ms} | ${ratio} | ${result.cpu_ms?.toFixed(3) ?? ''} | ${cpuRatio} | ${goal} | ${result.non_2xx} |`)
  }
  return lines
}

/** What each cache-served mixed row gains with the caches on: its req/s over the same row's with them off. */
function cacheGainLines(results: Result[]): string[] {
  const lines = ['### Caches on ÷ caches off (mixed rows, same run)', '', '| Row | req/s on / off | gain | server CPU ms/req on / off | gain |', '|---|---|---|---|---|']
  const gain = (better: number | null, worse: number | null) => (better === null || worse === null || worse === 0 ? '' : `${((better / worse - 1) * 100).toFixed(0)}%`)
  for (const on of results.filter((r) => r.table === 'mixed' && r.server === 'product')) {
    for (const off of results.filter((r) => r.name === `${on.name}, caches off` || r.name === `${on.name}, request-page cache off`)) {
      const cpu = `${on.cpu_ms?.toFixed(3) ?? '?'} / ${off.cpu_ms?.toFixed(3) ?? '?'}`
      lines.push(`| ${off.name.replace(', caches off', ': both caches').replace(', request-page cache off', ': the request-page cache alone')} | ${on.requests_per_second.toLocaleString('en')} / ${off.requests_per_second.toLocaleString('en')} | ${gain(on.requests_per_second, off.requests_per_second)} | ${cpu} | ${gain(off.cpu_ms, on.cpu_ms)} |`)
    }
  }
  return lines
}

function report(list: Row[], samples: Map<Row, Sample[]>, writes: WriteCounts[]): void {
  const measured = list.map((row) => {
    const runs = samples.get(row) ?? []
    const cpu = runs.flatMap((r) => (r.cpuMs === null ? [] : [r.cpuMs]))
    return { row, requests: median(runs.map((r) => r.requests)), p99: median(runs.map((r) => r.p99)), cpuMs: cpu.length === 0 ? null : median(cpu), non2xx: runs.reduce((n, r) => n + r.non2xx, 0) }
  })
  const baseline = (table: Table, server: Server) => measured.find((m) => m.row.table === table && m.row.server === server && m.row.against === null)
  const results: Result[] = measured.map(({ row, requests, p99, cpuMs, non2xx }) => {
    const base = row.against ? baseline(row.table, row.against) : undefined
    const ratio = base ? requests / base.requests : null
    const cpuRatio = base?.cpuMs && cpuMs ? base.cpuMs / cpuMs : null
    const met = row.goal === null || (ratio !== null && ratio >= row.goal && p99 <= 50 && non2xx === 0)
    const rounded = (value: number | null) => (value === null ? null : Number(value.toFixed(3)))
    return { table: row.table, name: row.name, server: row.server, requests_per_second: Math.round(requests), p99_ms: p99, ratio: rounded(ratio), cpu_ms: rounded(cpuMs), cpu_ratio: rounded(cpuRatio), goal: row.goal, met, non_2xx: non2xx }
  })
  const sent = writes.reduce((n, w) => n + w.sent, 0)
  const failed = writes.reduce((n, w) => n + w.failed, 0)
  const skipped = writes.reduce((n, w) => n + w.skipped, 0)
  const writeSeconds = writes.reduce((n, w) => n + w.seconds, 0)
  const writeNote = `writes during the mixed rows: ${sent} PUT /me/preferences (${(sent / Math.max(writeSeconds, 1)).toFixed(1)}/s), ${failed} failed, ${skipped} skipped while the server had ${MAX_IN_FLIGHT} waiting`
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ')
  const note = `mixed rows: autocannon, hot-key rows: ${useWrk ? 'wrk' : 'autocannon'}; c=${CONNECTIONS}, ${rounds} rounds of ${seconds} s, median; workers=${workers}; ${hasTaskset ? 'servers on core 0, load on core 1' : 'not pinned'}; load average ${load}`
  const lines = [
    ...tableLines('Mixed: random keys of many users, writes alongside', results.filter((r) => r.table === 'mixed'), list),
    '', writeNote, '',
    ...cacheGainLines(results),
    '',
    ...tableLines('Hot key: one URL, one token (what the caches do at best)', results.filter((r) => r.table === 'hot'), list),
    '', note,
  ]
  process.stdout.write(`\n${lines.join('\n')}\n`)
  const file = path.join(root, 'bench', 'results', `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), note, writes: writeNote, cores: os.availableParallelism(), results }, null, 2)}\n`)
  process.stdout.write(`Written to ${path.relative(root, file)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
