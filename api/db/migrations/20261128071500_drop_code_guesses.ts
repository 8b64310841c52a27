// Wrong code guesses are counted by the address a code was asked for (in rate_limits), no longer by
// code, so a guess at an address without an account does the same work as one at an account.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTable('code_guesses')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('code_guesses', (t) => {
    t.bigInteger('code_id').notNullable().references('one_time_codes.id').onDelete('CASCADE')
    t.text('address').notNullable()
    t.integer('failures').notNullable().defaultTo(0)
    t.primary(['code_id', 'address'])
  })
}
