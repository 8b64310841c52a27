// A sent claim of a deleted account was kept forever. It is an agency record like the requests: kept
// until retain_until (shared/rules/claimRetention.ts), then removed by the daily purge.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accident_claims', (t) => {
    t.date('retain_until')
  })
  // Only a sent claim outlives its account; a draft goes with the deletion.
  await knex.raw(`ALTER TABLE accident_claims ADD CONSTRAINT accident_claims_retain_until_check CHECK (retain_until IS NULL OR status <> 'draft')`)
  await knex.raw('CREATE INDEX accident_claims_retain_until_idx ON accident_claims (retain_until) WHERE retain_until IS NOT NULL')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('accident_claims', (t) => {
    t.dropColumn('retain_until')
  })
}
