// The security log is read newest first by when each thing happened, not by row id: a failed
// sign-in's line is written by a queued job, after lines of what happened since. Its index follows.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX security_events_user_idx')
  await knex.raw('CREATE INDEX security_events_user_time_idx ON security_events (user_id, created_at DESC, id DESC)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX security_events_user_time_idx')
  await knex.raw('CREATE INDEX security_events_user_idx ON security_events (user_id, id DESC)')
}
