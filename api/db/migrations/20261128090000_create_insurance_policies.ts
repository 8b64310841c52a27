// Insurance policies (issue #26): bound here from an offer, or added by the customer from any provider.
// A policy names a carrier we work with (carrier_id) or one typed in (carrier_name), exactly one of
// them. The expiration date is stored for the admin's "expiring in N days" index, and a check keeps it
// equal to effective date + term. One policy per bound offer (a unique offer_id), so a repeated bind
// cannot make two (its offer may later be deleted with its request; the policy stays). Every write leaves a row in insurance_policy_events, the policy's history.
import type { Knex } from 'knex'

const STATUSES = ['active', 'renewal_pending', 'renewed', 'expired', 'cancelled']
const ORIGINS = ['bound', 'added']
const EVENT_ACTIONS = ['policy_bound', 'policy_added', 'policy_changed', 'requote_requested', 'policy_expired']

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('insurance_policies', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('origin').notNullable().checkIn(ORIGINS, 'insurance_policies_origin_check')
    t.bigInteger('offer_id').references('offers.id').onDelete('SET NULL')
    t.bigInteger('insurance_request_id').references('insurance_requests.id').onDelete('SET NULL')
    t.bigInteger('carrier_id').references('carriers.id').onDelete('RESTRICT')
    t.text('carrier_name')
    t.text('policy_number').notNullable()
    t.text('state').notNullable()
    t.integer('term_months').notNullable().checkIn(['6', '12'], 'insurance_policies_term_check')
    t.date('effective_date').notNullable()
    t.date('expiration_date').notNullable()
    t.decimal('premium', 10, 2).notNullable()
    t.decimal('down_payment', 10, 2).notNullable()
    t.decimal('monthly_instalment', 10, 2).notNullable()
    t.integer('instalment_count').notNullable()
    t.integer('deductible')
    t.text('liability_limits').notNullable()
    t.jsonb('coverages').notNullable()
    t.specificType('discounts', 'text[]').notNullable().defaultTo('{}')
    t.jsonb('vehicles').notNullable()
    t.jsonb('drivers').notNullable()
    t.boolean('homeowner').notNullable().defaultTo(false)
    t.text('status').notNullable().defaultTo('active').checkIn(STATUSES, 'insurance_policies_status_check')
    t.timestamp('status_changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.date('cancellation_date')
    t.timestamps(true, true)
  })
  await knex.raw(`ALTER TABLE insurance_policies ADD CONSTRAINT insurance_policies_carrier_check
    CHECK ((carrier_id IS NULL) <> (carrier_name IS NULL))`)
  await knex.raw(`ALTER TABLE insurance_policies ADD CONSTRAINT insurance_policies_origin_offer_check
    CHECK (origin = 'bound' OR (offer_id IS NULL AND insurance_request_id IS NULL))`)
  await knex.raw(`ALTER TABLE insurance_policies ADD CONSTRAINT insurance_policies_dates_check
    CHECK (expiration_date = (effective_date + make_interval(months => term_months))::date)`)
  await knex.raw(`ALTER TABLE insurance_policies ADD CONSTRAINT insurance_policies_amounts_check CHECK (
    premium >= 0 AND down_payment >= 0 AND monthly_instalment >= 0 AND instalment_count BETWEEN 0 AND 12
    AND down_payment + monthly_instalment * instalment_count = premium)`)
  await knex.raw('CREATE UNIQUE INDEX insurance_policies_offer_idx ON insurance_policies (offer_id) WHERE offer_id IS NOT NULL')
  await knex.raw('CREATE INDEX insurance_policies_user_idx ON insurance_policies (user_id, expiration_date DESC, id)')
  // The admin list and the expiry job read by status and date.
  await knex.raw('CREATE INDEX insurance_policies_status_expiration_idx ON insurance_policies (status, expiration_date, id)')

  await knex.schema.createTable('insurance_policy_events', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_policy_id').notNullable().references('insurance_policies.id').onDelete('CASCADE')
    t.bigInteger('actor_user_id').references('users.id').onDelete('SET NULL')
    t.text('action').notNullable().checkIn(EVENT_ACTIONS, 'insurance_policy_events_action_check')
    t.text('detail').notNullable().defaultTo('')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('CREATE INDEX insurance_policy_events_policy_idx ON insurance_policy_events (insurance_policy_id, created_at)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('insurance_policy_events')
  await knex.schema.dropTable('insurance_policies')
}
