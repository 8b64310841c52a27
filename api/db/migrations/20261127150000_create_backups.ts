// Every backup taken (the daily job, `npm run backup`, the copy before migrating) leaves a row, so the
// admin home can say when the last one was made, how big it was, and whether the last attempt failed,
// whichever process took it.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE backups (
    id bigserial PRIMARY KEY,
    trigger text NOT NULL CHECK (trigger IN ('daily', 'manual', 'pre_migration')),
    status text NOT NULL CHECK (status IN ('completed', 'failed')),
    file_name text,
    bytes bigint CHECK (bytes >= 0),
    error text,
    started_at timestamptz NOT NULL,
    finished_at timestamptz NOT NULL,
    CHECK ((status = 'completed') = (file_name IS NOT NULL AND bytes IS NOT NULL AND error IS NULL))
  )`)
  await knex.raw('CREATE INDEX backups_finished_at ON backups (finished_at DESC)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE IF EXISTS backups')
}
