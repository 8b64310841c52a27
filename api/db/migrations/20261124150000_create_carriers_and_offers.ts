// Carriers and the offers an agent records for a request (issue #10). Money is numeric(10,2); a
// partial unique index lets a request have exactly one chosen (or bound) offer, so two tabs choosing
// at once cannot both win. The request keeps when its first offer came and, once bound, its policy.
// due_at is not stored: it is always created_at + 24 h, and the list filters on created_at's index.
import type { Knex } from 'knex'

const RATINGS = ['A++', 'A+', 'A', 'A-', 'B++', 'B+', 'B', 'B-', 'C++', 'C+', 'C', 'C-', 'not_rated']
const OFFER_STATUSES = ['open', 'withdrawn', 'chosen', 'not_chosen', 'bound']
const EVENT_ACTIONS = ['offer_added', 'offer_changed', 'offer_withdrawn', 'offer_chosen', 'offer_bound', 'requote_requested']

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('carriers', (t) => {
    t.bigIncrements('id')
    t.text('name').notNullable()
    t.text('rating').notNullable().checkIn(RATINGS, 'carriers_rating_check')
    t.specificType('states', 'text[]').notNullable()
    t.text('satisfaction_note').notNullable().defaultTo('')
    t.text('website').notNullable().defaultTo('')
    t.timestamp('retired_at', { useTz: true })
    t.timestamps(true, true)
  })
  await knex.raw('CREATE UNIQUE INDEX carriers_name_idx ON carriers (lower(name))')

  await knex.schema.createTable('offers', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_request_id').notNullable().references('insurance_requests.id').onDelete('CASCADE')
    t.bigInteger('carrier_id').notNullable().references('carriers.id').onDelete('RESTRICT')
    t.integer('term_months').notNullable().checkIn(['6', '12'], 'offers_term_check')
    t.decimal('premium', 10, 2).notNullable()
    t.decimal('down_payment', 10, 2).notNullable()
    t.decimal('monthly_instalment', 10, 2).notNullable()
    t.integer('instalment_count').notNullable()
    t.integer('deductible')
    t.text('liability_limits').notNullable()
    t.jsonb('coverages').notNullable()
    t.specificType('discounts', 'text[]').notNullable().defaultTo('{}')
    t.date('valid_until').notNullable()
    t.text('note')
    t.text('status').notNullable().defaultTo('open').checkIn(OFFER_STATUSES, 'offers_status_check')
    t.text('withdrawal_reason')
    t.timestamp('chosen_at', { useTz: true })
    t.bigInteger('chosen_by_user_id').references('users.id').onDelete('SET NULL')
    t.timestamps(true, true)
  })
  await knex.raw(`ALTER TABLE offers ADD CONSTRAINT offers_amounts_check CHECK (
    premium >= 0 AND down_payment >= 0 AND monthly_instalment >= 0 AND instalment_count BETWEEN 0 AND 12
    AND down_payment + monthly_instalment * instalment_count = premium)`)
  await knex.raw('CREATE INDEX offers_request_idx ON offers (insurance_request_id, id)')
  await knex.raw("CREATE UNIQUE INDEX offers_one_choice_idx ON offers (insurance_request_id) WHERE status IN ('chosen', 'bound')")

  await knex.schema.createTable('offer_events', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_request_id').notNullable().references('insurance_requests.id').onDelete('CASCADE')
    t.bigInteger('offer_id').references('offers.id').onDelete('CASCADE')
    t.bigInteger('actor_user_id').references('users.id').onDelete('SET NULL')
    t.text('action').notNullable().checkIn(EVENT_ACTIONS, 'offer_events_action_check')
    t.text('detail').notNullable().defaultTo('')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('CREATE INDEX offer_events_request_idx ON offer_events (insurance_request_id, created_at)')

  await knex.schema.alterTable('insurance_requests', (t) => {
    t.timestamp('first_offer_at', { useTz: true })
    t.text('policy_number')
    t.date('effective_date')
  })
  // The dashboard's 30-day on-time share and median read only these two columns: an index-only scan.
  await knex.raw('CREATE INDEX insurance_requests_first_offer_idx ON insurance_requests (created_at) INCLUDE (first_offer_at)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS insurance_requests_first_offer_idx')
  await knex.schema.alterTable('insurance_requests', (t) => {
    t.dropColumn('first_offer_at')
    t.dropColumn('policy_number')
    t.dropColumn('effective_date')
  })
  await knex.schema.dropTable('offer_events')
  await knex.schema.dropTable('offers')
  await knex.schema.dropTable('carriers')
}
