// A job that runs is `running` and names its owner (a token per claim), so a worker whose lease ran
// out, or a cancel that came mid-run, can no longer finish it by id alone: every final write checks
// the token. An e-mail's delivery is recorded before it is sent, with the message's own Message-ID,
// so a retry after an unknown outcome sends the same message (a mailbox keeps one) and says so.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE jobs DROP CONSTRAINT jobs_state_check')
  await knex.schema.alterTable('jobs', (t) => {
    t.check("state IN ('queued', 'running', 'done', 'dead', 'canceled')", [], 'jobs_state_check')
    t.text('owner')
  })
  // Only a running job has an owner, and only it a lease.
  await knex.raw("ALTER TABLE jobs ADD CONSTRAINT jobs_owner_check CHECK ((state = 'running') = (owner IS NOT NULL))")
  await knex.raw("CREATE INDEX jobs_lease_idx ON jobs (locked_until) WHERE state = 'running'")
  await knex.schema.alterTable('mail_deliveries', (t) => {
    t.text('message_id')
    t.timestamp('attempted_at', { useTz: true })
    t.integer('attempts').notNullable().defaultTo(1)
  })
  await knex.raw("UPDATE mail_deliveries SET attempted_at = sent_at, message_id = '<' || md5(dedupe_key) || '@delivered.before-message-ids>'")
  await knex.schema.alterTable('mail_deliveries', (t) => {
    t.text('message_id').notNullable().unique().alter()
    t.timestamp('attempted_at', { useTz: true }).notNullable().alter()
    t.timestamp('sent_at', { useTz: true }).nullable().alter()
  })
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.text('message_id').unique()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => t.dropColumn('message_id'))
  // A delivery whose outcome was never known counts as sent, as before (the old rows had no such state).
  await knex.raw('UPDATE mail_deliveries SET sent_at = attempted_at WHERE sent_at IS NULL')
  await knex.schema.alterTable('mail_deliveries', (t) => {
    t.timestamp('sent_at', { useTz: true }).notNullable().alter()
    t.dropColumn('message_id')
    t.dropColumn('attempted_at')
    t.dropColumn('attempts')
  })
  await knex.raw('DROP INDEX jobs_lease_idx')
  await knex.raw('ALTER TABLE jobs DROP CONSTRAINT jobs_owner_check')
  // A job running when the schema goes back is queued again, as a lost lease would have done.
  await knex.raw("UPDATE jobs SET state = 'queued' WHERE state = 'running'")
  await knex.raw('ALTER TABLE jobs DROP CONSTRAINT jobs_state_check')
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('owner')
    t.check("state IN ('queued', 'done', 'dead', 'canceled')", [], 'jobs_state_check')
  })
}
