// The queue gets an explicit state, so a job that used up its attempts is visibly dead (the admin
// dashboard lists and retries it) instead of looking finished; and e-mail becomes a job, with a
// delivery row per message so a send_mail job that runs twice still sends one e-mail.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.text('state').notNullable().defaultTo('queued').checkIn(['queued', 'done', 'dead', 'canceled'], 'jobs_state_check')
  })
  // Before this, a finished job with an error had either been retired with its subscription or given up.
  await knex.raw(`
    UPDATE jobs SET state = CASE
      WHEN finished_at IS NULL THEN 'queued'
      WHEN last_error IS NULL THEN 'done'
      WHEN last_error = 'subscription ended' THEN 'canceled'
      ELSE 'dead' END`)
  await knex.raw('DROP INDEX jobs_due_idx')
  await knex.raw("CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE state = 'queued'")
  await knex.raw("CREATE INDEX jobs_dead_idx ON jobs (finished_at DESC, id DESC) WHERE state = 'dead'")
  await knex.raw("CREATE INDEX jobs_prunable_idx ON jobs (finished_at) WHERE state IN ('done', 'canceled')")
  await knex.schema.createTable('mail_deliveries', (t) => {
    t.text('dedupe_key').primary()
    t.timestamp('sent_at', { useTz: true }).notNullable()
    t.index(['sent_at'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_deliveries')
  await knex.raw('DROP INDEX jobs_dead_idx')
  await knex.raw('DROP INDEX jobs_prunable_idx')
  await knex.raw('DROP INDEX jobs_due_idx')
  await knex.schema.alterTable('jobs', (t) => t.dropColumn('state'))
  await knex.raw('CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE finished_at IS NULL')
}
