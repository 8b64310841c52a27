// Measures the agents' policy screens on 100,000 policies (BENCH_POLICIES sets another count) in the
// PostgreSQL at DATABASE_URL, which it migrates, seeds with the demo data and fills itself
// (bench/policySeed.ts). Every request draws its own filter, page, week or policy, and 400 customers
// change their own policies 20 times a second alongside (ones they added: a policy bound here is the
// agents' to change). Two baselines run in the same process:
// the liveness route (no database: what the machine gives a request at all), and the same scenarios
// with the policy indexes dropped. Targets (issue #26): lists p95 ≤ 50 ms for one admin.
import { randomInt } from 'node:crypto'
import { seedDemo } from '../api/db/seeds/demo.ts'
import { User } from '../api/models/User.ts'
import { startSession } from '../api/services/sessions.ts'
import { POLICY_LIST_INDEXES } from '../api/db/migrations/20261205090000_index_policy_lists.ts'
import { startAdminServer } from './adminServer.ts'
import { CONCURRENCY, concurrent, fmt, sequential, type Figures } from './latency.ts'
import { randomOf, startWriteStream } from './mixedTraffic.ts'
import { seedPolicies } from './policySeed.ts'
import { collectionEnvelope, dataEnvelope } from '../shared/schemas/envelope.ts'
import { InsurancePolicyJson } from '../shared/schemas/insurancePolicy.ts'
import { XDateWeekJson } from '../shared/schemas/xDates.ts'

const TARGET = Number(process.env.BENCH_POLICIES ?? 100_000)
const SEQUENTIAL_RUNS = Number(process.env.BENCH_RUNS ?? 60)
const CONCURRENT_RUNS_EACH = Number(process.env.BENCH_CONCURRENT_RUNS ?? 10)
const WRITERS = 400
const WRITES_PER_SECOND = 20
const TARGET_P95_MS = 50
interface Scenario {
  label: string
  /** The path and query of the next request, drawn afresh each time. */
  next: () => string
}

const pick = <T>(items: readonly T[]) => randomOf(items)
const page = (pages: number) => 1 + randomInt(pages)

async function measure(base: string, token: string, scenarios: Scenario[], runs: number, runsEach: number, heading: string): Promise<Figures[]> {
  process.stdout.write(`\n${heading}\n${'scenario'.padEnd(46)} ${'rows'.padStart(4)} ${'total'.padStart(7)}   seq p50     seq p95     10x p50     10x p95\n`)
  const results: Figures[] = []
  for (const scenario of scenarios) {
    const next = () => `${base}/api/v1/${scenario.next()}`
    const seq = await sequential(next, token, runs)
    const conc = await concurrent(next, token, runsEach)
    results.push(seq)
    process.stdout.write(`${scenario.label.padEnd(46)} ${String(seq.rows).padStart(4)} ${seq.total.padStart(7)} ${fmt(seq.p50)} ${fmt(seq.p95)} ${fmt(conc.p50)} ${fmt(conc.p95)}\n`)
  }
  return results
}

/** The form body that writes a policy back as it is, with its roadside cover flipped. */
function flippedBody(policy: InsurancePolicyJson) {
  return {
    policy: {
      carrier_id: policy.carrier_id, carrier_name: policy.origin === 'added' ? policy.carrier_name : null, policy_number: policy.policy_number,
      state: policy.state, term_months: policy.term_months, effective_date: policy.effective_date, premium: policy.premium,
      down_payment: policy.down_payment, monthly_instalment: policy.monthly_instalment, instalment_count: policy.instalment_count,
      deductible: policy.deductible, liability_limits: policy.liability_limits, discounts: policy.discounts, vehicles: policy.vehicles,
      drivers: policy.drivers, homeowner: policy.homeowner, coverages: { ...policy.coverages, roadside: !policy.coverages.roadside },
    },
  }
}

async function main(): Promise<void> {
  const { app, knex, base, adminToken, close } = await startAdminServer('npm run bench:policies (it fills it itself)')
  try {
    await seedDemo(app)
    const total = await seedPolicies(knex, TARGET, (line) => process.stdout.write(`${line}\n`))
    // The writes of earlier runs count in the same windows: each run starts with none.
    await knex('rate_limits').delete()
    const owners: { rows: { id: number; user_id: number }[] } = await knex.raw(`
      SELECT id, user_id FROM (SELECT DISTINCT ON (user_id) id, user_id FROM insurance_policies
        WHERE restricted_at IS NULL AND origin = 'added' AND status IN ('active', 'renewal_pending') ORDER BY user_id, id) p
      ORDER BY random() LIMIT ${WRITERS}`)
    const writers = await Promise.all(owners.rows.map(async (row) => {
      const user = await User.query().findById(row.user_id)
      if (!user) throw new Error(`no user ${row.user_id}`)
      const token = await startSession(app, user)
      const response = await fetch(`${base}/api/v1/policies/${row.id}`, { headers: { authorization: `Bearer ${token}` } })
      return { id: row.id, token, policy: dataEnvelope(InsurancePolicyJson).parse(await response.json()).data }
    }))
    const drawn: { rows: { id: number }[] } = await knex.raw('SELECT id FROM insurance_policies WHERE restricted_at IS NULL ORDER BY random() LIMIT 10000')
    const policyIds = drawn.rows.map((row) => row.id)
    const xDates = await fetch(`${base}/api/v1/admin/policies/x_dates`, { headers: { authorization: `Bearer ${adminToken}` } })
    const weeks = collectionEnvelope(XDateWeekJson).parse(await xDates.json()).data

    const scenarios: Scenario[] = [
      { label: 'baseline: liveness, no database', next: () => 'health' },
      { label: 'no filter, a random page of the first 100', next: () => `admin/policies?per_page=25&page=${page(100)}` },
      { label: 'no filter, page 2000', next: () => 'admin/policies?per_page=25&page=2000' },
      { label: 'expiring within 7/30/45 days, pages 1-3', next: () => `admin/policies?expiring=${pick([7, 30, 45])}&per_page=25&page=${page(3)}` },
      { label: 'a random status, pages 1-20', next: () => `admin/policies?status=${pick(['active', 'renewal_pending', 'expired', 'cancelled'])}&per_page=25&page=${page(20)}` },
      { label: 'from elsewhere, pages 1-20', next: () => `admin/policies?origin=added&per_page=25&page=${page(20)}` },
      { label: 'renewal pending, pages 1-3', next: () => `admin/policies?status=renewal_pending&per_page=25&page=${page(3)}` },
      { label: 're-shop open, page 1', next: () => 'admin/policies?reshop=open&per_page=25' },
      { label: 'a random X-date week, page 1', next: () => { const week = pick(weeks); return `admin/policies?expires_from=${week.week_start}&expires_to=${week.week_end}&per_page=25` } },
      { label: 'the X-date view, 13 weeks', next: () => 'admin/policies/x_dates' },
      { label: 'a random policy with its history', next: () => `admin/policies/${pick(policyIds)}` },
    ]
    const send = async () => {
      const writer = pick(writers)
      const body = flippedBody(writer.policy)
      writer.policy = { ...writer.policy, coverages: body.policy.coverages }
      const response = await fetch(`${base}/api/v1/policies/${writer.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      await response.arrayBuffer()
      return response.ok
    }
    process.stdout.write(`\nAdmin policy screens on ${total.toLocaleString('en-US')} policies; 25 per page; ${SEQUENTIAL_RUNS} sequential runs, ${CONCURRENCY} concurrent admins × ${CONCURRENT_RUNS_EACH}; ${WRITERS} customers change their policies ${WRITES_PER_SECOND}/s alongside\n`)
    const writes = startWriteStream(WRITES_PER_SECOND, send)
    let indexed: Figures[]
    try {
      indexed = await measure(base, adminToken, scenarios, SEQUENTIAL_RUNS, CONCURRENT_RUNS_EACH, 'WITH the policy indexes')
    } finally {
      const counts = await writes.stop()
      process.stdout.write(`writes alongside: ${counts.sent} sent in ${counts.seconds.toFixed(0)} s, ${counts.failed} failed, ${counts.skipped} skipped\n`)
    }
    const slow = scenarios.filter((_, i) => (indexed[i]?.p95 ?? Infinity) > TARGET_P95_MS)
    process.stdout.write(slow.length === 0 ? `All within p95 ≤ ${TARGET_P95_MS} ms for one admin.\n` : `Over ${TARGET_P95_MS} ms p95: ${slow.map((s) => s.label).join('; ')}\n`)

    if (process.env.BENCH_SKIP_UNINDEXED === '1') return
    for (const name of Object.keys(POLICY_LIST_INDEXES)) await knex.raw(`DROP INDEX IF EXISTS ${name}`)
    await knex.raw('ANALYZE insurance_policies')
    try {
      await measure(base, adminToken, scenarios, Math.max(10, Math.floor(SEQUENTIAL_RUNS / 4)), 2, 'WITHOUT the policy indexes (same scenarios, no writes)')
    } finally {
      process.stdout.write('\nRebuilding the policy indexes…\n')
      for (const statement of Object.values(POLICY_LIST_INDEXES)) await knex.raw(statement)
      await knex.raw('ANALYZE insurance_policies')
    }
  } finally {
    await close()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:policies failed: ${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
