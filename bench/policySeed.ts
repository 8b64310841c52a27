// Bench policies made inside PostgreSQL for `npm run bench:policies`: 100,000 by default over the 20,000
// bench customers, as an agency's book would hold them after a few years.
import { performance } from 'node:perf_hooks'
import type { Knex } from 'knex'
import { BENCH_USERS, ensureBenchUsers } from './requestSeed.ts'

const BATCH = 50_000
const COVERAGES = JSON.stringify({ pip: null, um_uim: '100/300', med_pay: 5000, comprehensive: true, collision: true, rental: 30, roadside: true })
const VEHICLES = JSON.stringify([{ vin: '1HGCM82633A004352', year: 2019, make: 'Honda', model: 'Accord', financed: false, leased: false }])
const DRIVERS = JSON.stringify([{ name: 'Bench Driver' }])

/**
 * Tops insurance_policies up to `target` rows; answers how many there are. Three in five were bound
 * here (from one of the carriers), the rest added from elsewhere; a third run 6 months, the rest 12.
 * Start days spread over the last 18 months (hashed, so they do not follow the row number), which
 * leaves about a third expired and the rest expiring over the coming year; of the live ones, those
 * within 45 days of their end are renewal pending one time in three (half of those re-shopped: linked to
 * an open request), and one policy in thirty was cancelled.
 */
export async function seedPolicies(knex: Knex, target: number, progress: (line: string) => void): Promise<number> {
  const started = performance.now()
  const firstUserId = await ensureBenchUsers(knex)
  const carriers: { id: number }[] = await knex('carriers').select('id').orderBy('id')
  if (carriers.length === 0) throw new Error('no carriers: run the demo seed first (npm start once, or bench:api)')
  const carrierIds = `ARRAY[${carriers.map((carrier) => carrier.id).join(',')}]::bigint[]`
  const count = async () => Number((await knex('insurance_policies').count<{ n: string }[]>('* as n'))[0]?.n ?? 0)
  let existing = await count()
  while (existing < target) {
    const to = Math.min(existing + BATCH, target)
    await knex.raw(`
      INSERT INTO insurance_policies (user_id, origin, carrier_id, carrier_name, policy_number, state, term_months, effective_date,
        expiration_date, premium, down_payment, monthly_instalment, instalment_count, deductible, liability_limits, coverages,
        discounts, vehicles, drivers, homeowner, status)
      SELECT ${firstUserId} + (g % ${BENCH_USERS}), origin,
             CASE WHEN origin = 'bound' THEN (${carrierIds})[1 + g % ${carriers.length}] END,
             CASE WHEN origin = 'added' THEN 'Faraway Mutual' END,
             'BP-' || lpad(g::text, 9, '0'), (ARRAY['CA','TX','FL','NY','PA','IL','OH','GA'])[1 + g % 8], term, effective, expires,
             premium, premium - monthly * instalments, monthly, instalments, 500, '100/300/100', '${COVERAGES}'::jsonb, '{Good driver}',
             '${VEHICLES}'::jsonb, '${DRIVERS}'::jsonb, g % 4 = 0,
             CASE WHEN g % 30 = 0 THEN 'cancelled' WHEN expires <= current_date THEN 'expired'
                  WHEN expires <= current_date + 45 AND g % 3 = 0 THEN 'renewal_pending' ELSE 'active' END
      FROM (SELECT g, CASE WHEN g % 5 < 3 THEN 'bound' ELSE 'added' END AS origin, CASE WHEN g % 3 = 0 THEN 6 ELSE 12 END AS term,
                   (current_date - ((hashint8(g)::bigint & 2147483647) % 540)::int) AS effective,
                   (600 + g % 1400)::numeric(10, 2) AS premium
              FROM generate_series(${existing + 1}, ${to}) g) s
      -- A down payment and term - 1 instalments (a 6-month term may have at most 6).
      CROSS JOIN LATERAL (SELECT (effective + make_interval(months => term))::date AS expires, term - 1 AS instalments,
                                 trunc(premium / (term + 1), 2) AS monthly) e`)
    existing = to
    progress(`  ${to.toLocaleString('en-US')} policies (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  }
  // Half the pending renewals were re-shopped: linked to an open request (the demo seed's, in turn).
  await knex.raw(`
    UPDATE insurance_policies p SET reshop_request_id = r.id
    FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM insurance_requests WHERE status IN ('pending', 'processing')) r
    WHERE p.status = 'renewal_pending' AND p.reshop_request_id IS NULL AND p.id % 2 = 0 AND r.n = p.id % r.total`)
  await knex.raw('VACUUM ANALYZE insurance_policies')
  return existing
}
