// Records an insurance agency must keep outlive a deleted account (issue #34). A deleted account's
// requests (with their offers, bindings and audit trail) stay, marked restricted with the last day they
// are kept; the account row keeps the last day of its payments and consent history. Restricted rows are
// out of every list, and an admin reads one only with a stated reason, logged here. The purge job
// removes them the day after their last day.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('insurance_requests', (t) => {
    t.timestamp('restricted_at', { useTz: true })
    t.date('retain_until')
  })
  await knex.raw(`ALTER TABLE insurance_requests ADD CONSTRAINT insurance_requests_restricted_check
    CHECK ((restricted_at IS NULL) = (retain_until IS NULL))`)
  await knex.raw('CREATE INDEX insurance_requests_retain_until_idx ON insurance_requests (retain_until) WHERE restricted_at IS NOT NULL')
  await knex.schema.alterTable('users', (t) => {
    t.date('retain_until')
  })
  await knex.raw('ALTER TABLE users ADD CONSTRAINT users_retain_until_check CHECK (retain_until IS NULL OR deleted_at IS NOT NULL)')

  await knex.schema.createTable('restricted_record_reads', (t) => {
    t.bigIncrements('id')
    t.bigInteger('admin_user_id').references('users.id').onDelete('SET NULL')
    // No foreign key: the log of who read a record outlives the record's purge.
    t.bigInteger('insurance_request_id').notNullable()
    t.text('request_number').notNullable()
    t.text('reason').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('CREATE INDEX restricted_record_reads_request_idx ON restricted_record_reads (insurance_request_id, created_at)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('restricted_record_reads')
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_retain_until_check')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('retain_until')
  })
  // The kept records stay (the law asks for them; losing them cannot be undone): undone, they are
  // plain rows of an anonymised account again, until this migration runs again and restricts nothing.
  await knex.raw('DROP INDEX insurance_requests_retain_until_idx')
  await knex.raw('ALTER TABLE insurance_requests DROP CONSTRAINT insurance_requests_restricted_check')
  await knex.schema.alterTable('insurance_requests', (t) => {
    t.dropColumn('restricted_at')
    t.dropColumn('retain_until')
  })
}
