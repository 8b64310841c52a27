// Bench data made inside PostgreSQL: requests with their applicants for `npm run bench:seed`,
// `npm run bench:admin` and `npm run bench:api`. Requests that were answered carry a first_offer_at, so the
// promise figures and the due filters are measured on realistic data; the first_offer_buckets histogram is kept
// by its trigger (migration 20261124150000_rollup_first_offers) as the rows go in, exactly as for offers
// recorded by the app. Each batch fills its requests' search text with one UPDATE while the per-applicant
// trigger that keeps it is off, which is far faster than keeping trigram indexes row by row.
import { performance } from 'node:perf_hooks'
import type { Knex } from 'knex'
import { APPLICANT_SEARCH_TRIGGER, fillSearchText } from '../api/db/migrations/20261125120000_request_search_text.ts'
import { ADMIN_LIST_INDEXES, ADMIN_LIST_INDEX_NAMES } from '../api/db/migrations/20261127100000_index_admin_due_order.ts'

export const BENCH_USERS = 20_000
const BATCH = 100_000

const FIRST_NAMES = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Lisa',
  'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Paul', 'Emily',
  'Andrew', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol']
const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King',
  'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts']
const STATES = ['CA', 'TX', 'FL', 'NY', 'PA', 'IL', 'OH', 'GA', 'NC', 'MI', 'NJ', 'VA', 'WA', 'AZ', 'MA']

const sqlArray = (values: string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`

/**
 * Makes the 20,000 bench customers ('bench-user-N@bench.example') unless they are there; answers the
 * first one's id (their ids are consecutive, so the first one's id + n % 20,000 picks one).
 */
export async function ensureBenchUsers(knex: Knex): Promise<number> {
  await knex.raw(`
    INSERT INTO users (email, first_name, last_name, email_verified_at)
    SELECT 'bench-user-' || g || '@bench.example', 'Bench', 'User ' || g, now() FROM generate_series(1, ${BENCH_USERS}) g
    ON CONFLICT DO NOTHING`)
  const { rows } = await knex.raw<{ rows: { min: number }[] }>("SELECT min(id)::bigint AS min FROM users WHERE email LIKE 'bench-user-%@bench.example'")
  return Number(rows[0]?.min)
}

/**
 * Tops the requests table up to `target` rows (and their applicants), owned by 20,000 bench users;
 * answers how many there are. Rows are generated inside PostgreSQL (generate_series, INSERT … SELECT)
 * in batches, with the admin-list indexes dropped during the load and rebuilt once at the end.
 */
export async function seedRequests(knex: Knex, target: number, progress: (line: string) => void): Promise<number> {
  const started = performance.now()
  const firstUserId = await ensureBenchUsers(knex)
  const { rows: countRows } = await knex.raw<{ rows: { n: number }[] }>('SELECT count(*)::bigint AS n FROM insurance_requests')
  let existing = Number(countRows[0]?.n ?? 0)
  if (existing >= target) return existing
  for (const name of ADMIN_LIST_INDEX_NAMES) await knex.raw(`DROP INDEX IF EXISTS ${name}`)
  // One UPDATE per batch fills the requests' search text instead of one per applicant row.
  await knex.raw(`ALTER TABLE applicants DISABLE TRIGGER ${APPLICANT_SEARCH_TRIGGER}`)
  try {
    while (existing < target) {
      const to = Math.min(existing + BATCH, target)
      await insertBatch(knex, existing + 1, to, firstUserId)
      existing = to
      progress(`  ${to.toLocaleString('en-US')} requests (${((performance.now() - started) / 1000).toFixed(1)} s)`)
    }
  } finally {
    await knex.raw(`ALTER TABLE applicants ENABLE TRIGGER ${APPLICANT_SEARCH_TRIGGER}`)
  }
  progress('Building the admin-list indexes…')
  for (const statement of ADMIN_LIST_INDEXES) await knex.raw(statement)
  await knex.raw('VACUUM ANALYZE insurance_requests')
  await knex.raw('VACUUM ANALYZE applicants')
  progress(`Seeded ${target.toLocaleString('en-US')} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return existing
}

/**
 * One batch: request numbers come from a bijective hash of the sequence number (unique, random-looking);
 * newest requests have the smallest numbers, one every 30 seconds back in time; statuses follow a
 * plausible mix (30% pending, 20% processing, 25% quoted, 10% purchased, 10% expired, 5% rejected).
 * Every quoted and purchased request had a first offer, as had half the expired ones and one pending
 * in twenty (sent back for a re-quote); processing and rejected ones had none. Nine first offers in ten
 * came within the 24-hour promise (20 minutes to about 22 hours), the rest 24 to 45 hours after the
 * request, and none later than now.
 */
async function insertBatch(knex: Knex, from: number, to: number, firstUserId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    const { rows: lastRows } = await trx.raw<{ rows: { id: number | null }[] }>('SELECT max(id)::bigint AS id FROM insurance_requests')
    const lastId = Number(lastRows[0]?.id ?? 0)
    await trx.raw(`
      INSERT INTO insurance_requests (request_number, user_id, insurance_type, status, created_at, updated_at, first_offer_at)
      SELECT 'GQ-' || upper(lpad(to_hex((g::bigint * 2654435761) % 1099511627776), 10, '0')),
             ${firstUserId} + (g % ${BENCH_USERS}),
             CASE WHEN g % 10 = 0 THEN 'life' ELSE 'auto' END,
             CASE WHEN h < 30 THEN 'pending' WHEN h < 50 THEN 'processing' WHEN h < 75 THEN 'quoted'
                  WHEN h < 85 THEN 'purchased' WHEN h < 95 THEN 'expired' ELSE 'rejected' END,
             created, created,
             CASE WHEN (h >= 50 AND h < 85) OR (h >= 85 AND h < 95 AND a < 50) OR (h < 30 AND a < 5)
                  THEN least(now(), created + CASE WHEN w < 90 THEN 20 + w * 15 ELSE 1440 + (w - 90) * 140 END * interval '1 minute')
             END
      FROM (SELECT g, (g::bigint * 7919) % 100 AS h, now() - g * interval '30 seconds' AS created,
                   -- Hashes, not multiples of g: whether and when a request was answered must not follow its status.
                   (hashint8(g)::bigint & 2147483647) % 100 AS a, (hashint8(-g)::bigint & 2147483647) % 100 AS w
              FROM generate_series(${from}, ${to}) g) s`)
    await trx.raw(`
      INSERT INTO applicants (insurance_request_id, first_name, last_name, email, phone_number, drivers_license, street, city, state, zip)
      SELECT r.id, f.first_name, l.last_name,
             lower(f.first_name || '.' || l.last_name || '.' || r.id) || '@example.com',
             '(415) 555-' || lpad((r.id % 10000)::text, 4, '0'), 'D' || lpad((r.id % 10000000)::text, 7, '0'),
             (r.id % 9000 + 100) || ' Market Street', 'Springfield',
             (${sqlArray(STATES)})[1 + r.id % ${STATES.length}], lpad((r.id % 99999)::text, 5, '0')
      FROM insurance_requests r
      CROSS JOIN LATERAL (SELECT (${sqlArray(FIRST_NAMES)})[1 + (r.id * 31) % ${FIRST_NAMES.length}] AS first_name) f
      CROSS JOIN LATERAL (SELECT (${sqlArray(LAST_NAMES)})[1 + (r.id * 17) % ${LAST_NAMES.length}] AS last_name) l
      WHERE r.id > (SELECT coalesce(max(insurance_request_id), 0) FROM applicants)`)
    await trx.raw(fillSearchText('r.id > ?'), [lastId])
  })
}

/**
 * Gives every auto request without details a copy of the newest details there are (the demo seed's),
 * so a list's rows carry the JSON a customer's really do. Answers how many were added.
 */
export async function copyAutoDetails(knex: Knex): Promise<number> {
  const { rows } = await knex.raw<{ rows: { column_name: string }[] }>(
    "SELECT column_name FROM information_schema.columns WHERE table_name = 'auto_insurances' AND column_name NOT IN ('id', 'insurance_request_id') ORDER BY ordinal_position",
  )
  const columns = rows.map((row) => `"${row.column_name}"`).join(', ')
  const result = await knex.raw<{ rowCount: number }>(`
    INSERT INTO auto_insurances (insurance_request_id, ${columns})
    SELECT r.id, ${columns.split(', ').map((column) => `t.${column}`).join(', ')}
    FROM insurance_requests r
    CROSS JOIN (SELECT * FROM auto_insurances ORDER BY id DESC LIMIT 1) t
    WHERE r.insurance_type = 'auto' AND NOT EXISTS (SELECT 1 FROM auto_insurances a WHERE a.insurance_request_id = r.id)`)
  if (result.rowCount > 0) await knex.raw('VACUUM ANALYZE auto_insurances')
  return result.rowCount
}
