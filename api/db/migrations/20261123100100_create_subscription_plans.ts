// Plans and their billing variations; prices are numeric(10,2) so money never passes through a float.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscription_plans', (t) => {
    t.bigIncrements('id')
    t.text('name').notNullable()
    t.text('plan_type').notNullable().checkIn(['basic', 'premium'], 'subscription_plans_type_check')
    t.text('description')
    t.boolean('active').notNullable().defaultTo(true)
    t.timestamps(true, true)
  })
  await knex.schema.createTable('subscription_plan_variations', (t) => {
    t.bigIncrements('id')
    t.bigInteger('subscription_plan_id').notNullable().references('subscription_plans.id').onDelete('CASCADE').index()
    t.text('billing_cycle').notNullable().checkIn(['MONTHLY', 'ANNUAL'], 'plan_variations_cycle_check')
    t.decimal('price', 10, 2).notNullable()
    t.specificType('currency', 'char(3)').notNullable()
    t.boolean('active').notNullable().defaultTo(true)
    t.timestamps(true, true)
  })
  await knex.raw('ALTER TABLE subscription_plan_variations ADD CONSTRAINT plan_variations_price_check CHECK (price >= 0)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('subscription_plan_variations')
  await knex.schema.dropTable('subscription_plans')
}
