// A small job queue in PostgreSQL: pg-boss needs several connections and LISTEN, which the embedded
// single-connection PGlite cannot give. Workers claim a due row with FOR UPDATE SKIP LOCKED and a
// lease (locked_until), so many API processes share the queue and a crashed worker's job comes back.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (t) => {
    t.bigIncrements('id')
    t.text('kind').notNullable()
    t.jsonb('payload').notNullable()
    t.timestamp('run_at', { useTz: true }).notNullable()
    t.integer('attempts').notNullable().defaultTo(0)
    t.timestamp('locked_until', { useTz: true })
    t.text('last_error')
    t.timestamp('finished_at', { useTz: true })
    // Scheduling the same thing twice (a retried request, two processes) keeps one row.
    t.text('dedupe_key').unique()
    t.timestamps(true, true)
  })
  await knex.raw('CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE finished_at IS NULL')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs')
}
