// Issue #26: the agents' policy list orders by expiration day (soonest first) and hides a deleted
// account's kept policies; on 100,000 policies, without an index in that order each page sorted every
// row (bench/policies.ts: 80 ms a page, 100 ms a week of the X-date view). These partial indexes
// hold the visible policies in list order, overall and by origin; status filters use the
// (status, expiration_date, id) index the table was made with.
import type { Knex } from 'knex'

/** Every index the policy lists read through: the bench drops them for its baseline and rebuilds them. */
export const POLICY_LIST_INDEXES: Record<string, string> = {
  insurance_policies_status_expiration_idx: 'CREATE INDEX IF NOT EXISTS insurance_policies_status_expiration_idx ON insurance_policies (status, expiration_date, id)',
  insurance_policies_visible_expiration_idx: 'CREATE INDEX IF NOT EXISTS insurance_policies_visible_expiration_idx ON insurance_policies (expiration_date, id) WHERE restricted_at IS NULL',
  insurance_policies_visible_origin_idx: 'CREATE INDEX IF NOT EXISTS insurance_policies_visible_origin_idx ON insurance_policies (origin, expiration_date, id) WHERE restricted_at IS NULL',
}

const ADDED = ['insurance_policies_visible_expiration_idx', 'insurance_policies_visible_origin_idx']

export async function up(knex: Knex): Promise<void> {
  for (const name of ADDED) await knex.raw(POLICY_LIST_INDEXES[name] ?? '')
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ADDED) await knex.raw(`DROP INDEX IF EXISTS ${name}`)
}
