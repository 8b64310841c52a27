// Who changed the agency's details or licences, when and what (issue #28: every change in the audit
// trail). A licence lapsing or being renewed decides where offers can be bound, so it is kept.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agency_changes', (t) => {
    t.bigIncrements('id')
    t.bigInteger('actor_user_id').references('users.id').onDelete('SET NULL')
    t.text('summary').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('agency_changes')
}
