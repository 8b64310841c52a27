// API throughput beside two baselines on the same PostgreSQL (issue #14). Never part of npm test.
// Usage: npm run build && npm run bench:api. BENCH_DATABASE_URL (default: the local gq_bench
// database, created when missing), BENCH_SECONDS per round (10), BENCH_ROUNDS (3), WEB_CONCURRENCY
// for the product (1), BENCH_ONLY to measure some rows, BENCH_PIN=0 not to pin. Servers run on core 0 and the load generator on core 1 when taskset exists.
// The load generator is wrk when installed (apt-get install wrk), else autocannon.
import { z } from 'zod'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { loadConfig } from '../api/config.ts'
import { boot } from '../api/runtime/boot.ts'
import { seedDemo } from '../api/db/seeds/demo.ts'
import { DEMO_CUSTOMERS } from '../api/db/seeds/demoAccounts.ts'
import { User } from '../api/models/User.ts'
import { startSession } from '../api/services/sessions.ts'

const root = path.resolve(import.meta.dirname, '..')
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gq_bench'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const workers = process.env.WEB_CONCURRENCY ?? '1'
const connections = 50
// BENCH_PIN=0 leaves the scheduler free (to measure WEB_CONCURRENCY scaling across cores).
const hasTaskset = process.env.BENCH_PIN !== '0' && spawnSync('taskset', ['-c', '0', 'true']).status === 0 && os.availableParallelism() > 1

interface Target {
  name: string
  server: 'hello' | 'pg' | 'product'
  path: string
  headers?: Record<string, string>
  /** The baseline this row is compared with, and the ratio it must reach. */
  against: 'hello' | 'pg' | null
  goal: number | null
}

interface Sample {
  requests: number
  p99: number
  non2xx: number
}

async function ensureDatabase(): Promise<void> {
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  await admin.end()
}

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret'

/**
 * Seeds the demo data and answers a session token of the first demo customer. The demo accounts
 * never sign in to a production server, so the session is started here, signed with its secret.
 */
async function seed(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-bench-seed-'))
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', JWT_SECRET })
  const runtime = await boot(config, 'the API bench')
  try {
    await seedDemo(runtime.app)
    const customer = await User.findByEmail(DEMO_CUSTOMERS[0]?.email ?? '')
    if (!customer) throw new Error('the demo seed made no customer')
    return await startSession(runtime.app, customer)
  } finally {
    await runtime.shutdown()
  }
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

async function startServer(file: string, port: number, env: Record<string, string>, readyPath: string): Promise<ChildProcess> {
  const [command, args] = pinned(process.execPath, [path.join(root, file)], 0)
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitFor(`http://127.0.0.1:${port}${readyPath}`, child)
  return child
}

/**
 * wrk (C, Debian's package) when installed: autocannon, on its one core, cannot read 16 KB pages as
 * fast as the server sends them (the server stayed 40% idle on the landing page), so the page's row
 * measured the load generator. Both give the baselines the same treatment.
 */
const useWrk = spawnSync('wrk', ['--version']).error === undefined

const WRK_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 }

function wrkLoad(url: string, headers: Record<string, string>): Sample {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url]
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout
  const requests = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(out)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const errors = [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[2]), 0)
  return { requests, p99: p99 ? Math.round(Number(p99[1]) * (WRK_UNITS[p99[2] ?? 'ms'] ?? 1) * 10) / 10 : 0, non2xx: non2xx + errors }
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Sample> {
  if (useWrk) return wrkLoad(url, headers)
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return { requests: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors }
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function firstUserId(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows } = await client.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1')
  await client.end()
  return rows[0]?.id ?? 1
}

async function firstRequestNumber(base: string, token: string): Promise<string> {
  const list = await fetch(`${base}/api/v1/insurance_requests`, { headers: { authorization: `Bearer ${token}` } })
  const requests = z.object({ data: z.array(z.object({ request_number: z.string() })) }).parse(await list.json())
  const first = requests.data[0]
  if (!first) throw new Error('the demo customer has no request')
  return first.request_number
}

function targets(token: string, requestNumber: string): Target[] {
  const auth = { authorization: `Bearer ${token}` }
  return [
    { name: 'Koa hello (baseline)', server: 'hello', path: '/', against: null, goal: null },
    { name: 'Koa + pg one primary-key SELECT (baseline)', server: 'pg', path: '/', against: null, goal: null },
    { name: 'GET /api/v1/health (no database)', server: 'product', path: '/api/v1/health', against: 'hello', goal: null },
    { name: 'GET /api/v1/subscription_plans (anonymous)', server: 'product', path: '/api/v1/subscription_plans', against: 'hello', goal: 0.7 },
    { name: 'GET /api/v1/me (authenticated)', server: 'product', path: '/api/v1/me', headers: auth, against: 'pg', goal: 0.6 },
    { name: 'GET /api/v1/insurance_requests/{n} (authenticated)', server: 'product', path: `/api/v1/insurance_requests/${requestNumber}`, headers: auth, against: 'pg', goal: 0.5 },
    { name: 'GET / (landing HTML, brotli)', server: 'product', path: '/', headers: { 'accept-encoding': 'br' }, against: 'hello', goal: 0.7 },
  ]
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('no build in dist: run npm run build first')
  // The load generator (this process) takes core 1, the servers core 0.
  if (hasTaskset) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
  await ensureDatabase()
  const token = await seed()
  const ports = { hello: 3391, pg: 3392, product: 3393 }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-bench-'))
  const servers = [
    await startServer('bench/baselines/hello.ts', ports.hello, {}, '/'),
    await startServer('bench/baselines/pgSelect.ts', ports.pg, { DATABASE_URL: databaseUrl, USER_ID: String(await firstUserId()) }, '/'),
    await startServer('api/server.ts', ports.product, {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      MAIL_TRANSPORT: 'log',
      WEB_CONCURRENCY: workers,
      PUBLIC_URL: `http://127.0.0.1:${ports.product}`,
    }, '/api/v1/ready'),
  ]
  try {
    const requestNumber = await firstRequestNumber(`http://127.0.0.1:${ports.product}`, token)
    // BENCH_ONLY=text keeps the baselines and the rows whose name contains it (for quick comparisons).
    const only = process.env.BENCH_ONLY
    const list = targets(token, requestNumber).filter((t) => !only || t.against === null || t.name.includes(only))
    const samples = new Map<string, Sample[]>(list.map((t) => [t.name, []]))
    // Rounds interleave the endpoints, so a noisy neighbour spreads over all rows alike.
    for (let round = 1; round <= rounds; round++) {
      for (const target of list) {
        const sample = await load(`http://127.0.0.1:${ports[target.server]}${target.path}`, target.headers)
        samples.get(target.name)?.push(sample)
        process.stderr.write(`round ${round} ${target.name}: ${Math.round(sample.requests)} req/s, p99 ${sample.p99} ms\n`)
      }
    }
    report(list, samples)
  } finally {
    for (const server of servers) server.kill('SIGTERM')
  }
}

function report(list: Target[], samples: Map<string, Sample[]>): void {
  const rows = list.map((target) => {
    const runs = samples.get(target.name) ?? []
    return { ...target, requests: median(runs.map((r) => r.requests)), p99: median(runs.map((r) => r.p99)), non2xx: runs.reduce((n, r) => n + r.non2xx, 0) }
  })
  const baseline = (name: 'hello' | 'pg') => rows.find((r) => r.server === name && r.against === null)?.requests ?? 1
  const lines = ['| Endpoint | req/s | p99 ms | ratio | goal | non-2xx |', '|---|---|---|---|---|---|']
  const results = rows.map((row) => {
    const ratio = row.against ? row.requests / baseline(row.against) : 1
    const met = row.goal === null || (ratio >= row.goal && row.p99 <= 50 && row.non2xx === 0)
    const label = row.against === 'hello' ? 'Koa hello' : 'Koa + pg'
    lines.push(`| ${row.name} | ${Math.round(row.requests).toLocaleString('en')} | ${row.p99} | ${row.against ? `${ratio.toFixed(2)} × ${label}` : '1'} | ${row.goal === null ? '' : `≥ ${row.goal.toFixed(2)} ${met ? 'met' : 'MISSED'}`} | ${row.non2xx} |`)
    return { name: row.name, path: row.path, requests_per_second: Math.round(row.requests), p99_ms: row.p99, ratio: Number(ratio.toFixed(3)), goal: row.goal, met, non_2xx: row.non2xx }
  })
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ')
  const note = `${useWrk ? 'wrk' : 'autocannon'}, c=${connections}, ${rounds} rounds of ${seconds} s, median; workers=${workers}; ${hasTaskset ? 'servers on core 0, load on core 1' : 'not pinned'}; load average ${load}`
  process.stdout.write(`\n${lines.join('\n')}\n\n${note}\n`)
  const file = path.join(root, 'bench', 'results', `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), note, cores: os.availableParallelism(), results }, null, 2)}\n`)
  process.stdout.write(`Written to ${path.relative(root, file)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
