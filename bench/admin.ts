// Measures the admin requests list (GET /api/v1/insurance_requests as an admin) on the PostgreSQL at
// DATABASE_URL, filled by `npm run bench:seed`: a search by e-mail and by a common surname, a status
// filter, page 1 and page 2,000 at 25 rows per page. Each query runs sequentially and from 10
// concurrent admins; then the admin-list indexes are dropped and the same queries measured again, and
// the indexes are rebuilt. Times are wall-clock per request against the in-process server on
// localhost, so they bound the server time from above.
import { ADMIN_LIST_INDEXES, ADMIN_LIST_INDEX_NAMES } from '../api/db/migrations/20261127100000_index_admin_due_order.ts'
import { startAdminServer } from './adminServer.ts'
import { CONCURRENCY, concurrent, fmt, sequential, type Figures } from './latency.ts'

const SEQUENTIAL_RUNS = Number(process.env.BENCH_RUNS ?? 40)
const CONCURRENT_RUNS_EACH = Number(process.env.BENCH_CONCURRENT_RUNS ?? 5)
const TARGET_P95_MS = 50
const TARGET_CONCURRENT_P95_MS = 500

interface Scenario {
  label: string
  query: string
  /** Another admin read than the request list (the dashboard's promise figures). */
  path?: string
}

async function measure(base: string, token: string, scenarios: Scenario[], runs: number, runsEach: number, heading: string) {
  process.stdout.write(`\n${heading}\n`)
  process.stdout.write(`${'scenario'.padEnd(44)} ${'rows'.padStart(4)} ${'total'.padStart(9)}   seq p50     seq p95     10x p50     10x p95\n`)
  const results: { label: string; seq: Figures; conc: Figures }[] = []
  for (const scenario of scenarios) {
    const url = `${base}/api/v1/${scenario.path ?? 'insurance_requests'}?${scenario.query}`
    const seq = await sequential(() => url, token, runs)
    const conc = await concurrent(() => url, token, runsEach)
    results.push({ label: scenario.label, seq, conc })
    process.stdout.write(
      `${scenario.label.padEnd(44)} ${String(seq.rows).padStart(4)} ${seq.total.padStart(9)} ${fmt(seq.p50)} ${fmt(seq.p95)} ${fmt(conc.p50)} ${fmt(conc.p95)}\n`,
    )
  }
  return results
}

async function main(): Promise<void> {
  const { knex, base, adminToken: token, close } = await startAdminServer('npm run bench:seed')
  try {
    const { rows: countRows } = await knex.raw<{ rows: { n: number }[] }>('SELECT count(*)::bigint AS n FROM insurance_requests')
    const { rows: emailRows } = await knex.raw<{ rows: { email: string }[] }>('SELECT email FROM applicants ORDER BY id DESC OFFSET 5000 LIMIT 1')
    const email = emailRows[0]?.email ?? 'nobody@example.com'
    process.stdout.write(`Admin requests list on ${Number(countRows[0]?.n).toLocaleString('en-US')} requests; 25 per page; ${SEQUENTIAL_RUNS} sequential runs, ${CONCURRENCY} concurrent admins × ${CONCURRENT_RUNS_EACH}\n`)
    const scenarios: Scenario[] = [
      { label: `search e-mail "${email.slice(0, 22)}…", page 1`, query: `search=${encodeURIComponent(email)}&per_page=25&page=1` },
      { label: 'search surname "nguyen", page 1', query: 'search=nguyen&per_page=25&page=1' },
      { label: 'search surname "nguyen", page 2000', query: 'search=nguyen&per_page=25&page=2000' },
      { label: 'status=pending, page 1', query: 'status=pending&per_page=25&page=1' },
      { label: 'status=pending, page 2000', query: 'status=pending&per_page=25&page=2000' },
      { label: 'search "nguyen" + status=quoted, page 1', query: 'search=nguyen&status=quoted&per_page=25&page=1' },
      { label: 'no filter, page 1', query: 'per_page=25&page=1' },
      { label: 'no filter, page 2000', query: 'per_page=25&page=2000' },
      { label: 'due=overdue, least time left first, page 1', query: 'due=overdue&sort=due&per_page=25&page=1' },
      { label: 'due=soon, page 1', query: 'due=soon&per_page=25&page=1' },
      { label: 'least time left first, page 2000', query: 'sort=due&per_page=25&page=2000' },
      { label: 'dashboard: 24-hour promise, 30 days', query: '', path: 'admin/promise_stats' },
    ]
    const indexed = await measure(base, token, scenarios, SEQUENTIAL_RUNS, CONCURRENT_RUNS_EACH, 'WITH the admin-list indexes')
    const slow = indexed.filter((row) => row.seq.p95 > TARGET_P95_MS || row.conc.p95 > TARGET_CONCURRENT_P95_MS)
    process.stdout.write(slow.length === 0 ? `All within p95 ≤ ${TARGET_P95_MS} ms sequential and ≤ ${TARGET_CONCURRENT_P95_MS} ms at 10 concurrent.\n` : `Over target: ${slow.map((row) => row.label).join('; ')}\n`)

    if (process.env.BENCH_SKIP_UNINDEXED === '1') return
    for (const name of ADMIN_LIST_INDEX_NAMES) await knex.raw(`DROP INDEX IF EXISTS ${name}`)
    await knex.raw('ANALYZE insurance_requests')
    await knex.raw('ANALYZE applicants')
    try {
      await measure(base, token, scenarios, Math.max(5, Math.floor(SEQUENTIAL_RUNS / 4)), 2, 'WITHOUT the admin-list indexes (same queries)')
    } finally {
      process.stdout.write('\nRebuilding the admin-list indexes…\n')
      for (const statement of ADMIN_LIST_INDEXES) await knex.raw(statement)
      await knex.raw('ANALYZE insurance_requests')
      await knex.raw('ANALYZE applicants')
    }
  } finally {
    await close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:admin failed: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
