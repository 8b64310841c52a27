// Our own billing (decision 3): every charge attempt is a payments row written before Square is
// called, so its idempotency key survives a crash and a retry can never charge twice. Cards on file
// are Square customer + card ids (never card numbers); renewals charge them by period number.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('subscriptions', (t) => {
    t.integer('period_number').notNullable().defaultTo(0)
  })
  await knex.schema.createTable('payment_cards', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().unique().references('users.id').onDelete('CASCADE')
    t.text('square_customer_id').notNullable()
    t.text('square_card_id').notNullable()
    t.text('brand').notNullable()
    t.text('last4').notNullable()
    t.integer('exp_month')
    t.integer('exp_year')
    t.timestamps(true, true)
  })
  await knex.schema.createTable('payments', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.bigInteger('subscription_id').notNullable().references('subscriptions.id').onDelete('CASCADE')
    t.text('kind').notNullable().checkIn(['initial', 'renewal'], 'payments_kind_check')
    t.integer('period_number').notNullable()
    t.integer('attempt').notNullable()
    t.decimal('amount', 10, 2).notNullable()
    t.specificType('currency', 'char(3)').notNullable()
    t.text('status').notNullable().checkIn(['processing', 'completed', 'failed'], 'payments_status_check')
    t.text('idempotency_key').notNullable().unique()
    // The single-use token or card-on-file id, kept so an interrupted attempt is replayed byte for byte.
    t.text('source_id').notNullable()
    t.text('square_payment_id')
    t.text('error_code')
    t.text('card_brand')
    t.text('card_last4')
    t.timestamp('locked_until', { useTz: true })
    t.timestamps(true, true)
    t.unique(['subscription_id', 'period_number', 'attempt'])
  })
  await knex.raw('ALTER TABLE payments ADD CONSTRAINT payments_amount_check CHECK (amount > 0)')
  await knex.raw('CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC)')
  await knex.raw(
    "CREATE UNIQUE INDEX payments_one_completed_per_period ON payments (subscription_id, period_number) WHERE status = 'completed'",
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments')
  await knex.schema.dropTable('payment_cards')
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('period_number')
  })
}
