// A plan an admin creates needs its own landing-page text; NULL means "use the plan type's text".
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscription_plans', (t) => {
    t.text('subtitle')
    t.specificType('features', 'text[]')
    t.text('perfect_for')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscription_plans', (t) => {
    t.dropColumn('perfect_for')
    t.dropColumn('features')
    t.dropColumn('subtitle')
  })
}
