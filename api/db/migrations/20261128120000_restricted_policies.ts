// A deleted account's bound policy is part of the agency record of its request (issue #34): it stays
// as long as the request does, restricted like it, out of every list and page. restricted_at marks it;
// its last day is its request's retain_until, and the purge removes both together.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('insurance_policies', (t) => {
    t.timestamp('restricted_at', { useTz: true })
  })
  // Only a policy bound through an agency transaction is kept; one the customer added is erased.
  await knex.raw(`ALTER TABLE insurance_policies ADD CONSTRAINT insurance_policies_restricted_check
    CHECK (restricted_at IS NULL OR origin = 'bound')`)
}

export async function down(knex: Knex): Promise<void> {
  // Undone, a kept policy is a plain row of an anonymised account again (as its request is, once
  // 20261128093400 is undone): the record itself is never lost by a rollback.
  await knex.raw('ALTER TABLE insurance_policies DROP CONSTRAINT insurance_policies_restricted_check')
  await knex.schema.alterTable('insurance_policies', (t) => {
    t.dropColumn('restricted_at')
  })
}
