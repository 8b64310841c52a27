// A customer's plan: created pending, activated only by a successful charge. The price and cycle are
// copied from the variation at purchase so later plan edits never change what was sold. At most one
// live (active or past_due) subscription per user, enforced here rather than in code.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('subscriptions', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.bigInteger('subscription_plan_id').notNullable().references('subscription_plans.id').onDelete('RESTRICT')
    t.bigInteger('subscription_plan_variation_id').notNullable().references('subscription_plan_variations.id').onDelete('RESTRICT')
    t.text('status').notNullable().defaultTo('pending')
      .checkIn(['pending', 'active', 'past_due', 'canceled', 'expired'], 'subscriptions_status_check')
    t.text('billing_cycle').notNullable().checkIn(['MONTHLY', 'ANNUAL'], 'subscriptions_cycle_check')
    t.decimal('price', 10, 2).notNullable()
    t.specificType('currency', 'char(3)').notNullable()
    t.timestamp('started_at', { useTz: true })
    t.timestamp('current_period_start', { useTz: true })
    t.timestamp('current_period_end', { useTz: true })
    t.timestamp('canceled_at', { useTz: true })
    t.timestamps(true, true)
  })
  await knex.raw(
    "CREATE UNIQUE INDEX subscriptions_one_live_per_user ON subscriptions (user_id) WHERE status IN ('active', 'past_due')",
  )
  await knex.raw('CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at DESC)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('subscriptions')
}
