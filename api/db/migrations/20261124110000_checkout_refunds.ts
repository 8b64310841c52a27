// Money is never kept without a plan (issue #11): a charge whose plan cannot start is refunded, so a
// payment can end 'refunded' (with Square's refund id); a one-call checkout remembers the client's
// idempotency key on the subscription it creates; and at most one first payment per user is in
// flight at a time, so two purchases by one customer can never both reach Square.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE payments DROP CONSTRAINT payments_status_check')
  await knex.raw("ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('processing', 'completed', 'failed', 'refunded'))")
  await knex.schema.alterTable('payments', (t) => {
    t.text('square_refund_id')
    t.text('refund_reason')
    t.timestamp('refunded_at', { useTz: true })
  })
  await knex.raw(
    "CREATE UNIQUE INDEX payments_one_initial_in_flight_per_user ON payments (user_id) WHERE status = 'processing' AND kind = 'initial'",
  )
  await knex.schema.alterTable('subscriptions', (t) => {
    t.text('checkout_key')
    t.unique(['user_id', 'checkout_key'])
  })
  await knex.raw('ALTER TABLE square_emulator_objects DROP CONSTRAINT square_emulator_objects_type_check')
  await knex.raw(
    "ALTER TABLE square_emulator_objects ADD CONSTRAINT square_emulator_objects_type_check CHECK (type IN ('payment', 'customer', 'card', 'refund'))",
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex('square_emulator_objects').where({ type: 'refund' }).delete()
  await knex.raw('ALTER TABLE square_emulator_objects DROP CONSTRAINT square_emulator_objects_type_check')
  await knex.raw(
    "ALTER TABLE square_emulator_objects ADD CONSTRAINT square_emulator_objects_type_check CHECK (type IN ('payment', 'customer', 'card'))",
  )
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropUnique(['user_id', 'checkout_key'])
    t.dropColumn('checkout_key')
  })
  await knex.raw('DROP INDEX payments_one_initial_in_flight_per_user')
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('refunded_at')
    t.dropColumn('refund_reason')
    t.dropColumn('square_refund_id')
  })
  await knex('payments').where({ status: 'refunded' }).update({ status: 'completed' })
  await knex.raw('ALTER TABLE payments DROP CONSTRAINT payments_status_check')
  await knex.raw("ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('processing', 'completed', 'failed'))")
}
