// Renewals of insurance policies (issue #26). A daily job gives notice N days before a policy ends
// (renewal_noticed_for names the expiration day it was given for, so each term gets it once) and, when
// the customer turned auto_reshop on, opens a re-shop request (reshop_request_id; binding one of its
// offers cancels this policy on the new one's first day, cancellation_date). The current carrier's
// offer for the next term is one row of insurance_policy_renewals per term; a term the policy leaves
// for its renewal is kept in insurance_policy_terms, so the premium can be charted over the terms.
import type { Knex } from 'knex'

const OLD_ACTIONS = ['policy_bound', 'policy_added', 'policy_changed', 'requote_requested', 'policy_expired', 'document_uploaded']
const NEW_ACTIONS = ['renewal_noticed', 'reshop_opened', 'auto_reshop_changed', 'renewal_recorded', 'policy_renewed', 'cancellation_scheduled', 'policy_cancelled']
const RENEWAL_STATUSES = ['offered', 'kept', 'declined']

const actionCheck = (actions: string[]) =>
  `ALTER TABLE insurance_policy_events ADD CONSTRAINT insurance_policy_events_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('insurance_policies', (t) => {
    t.boolean('auto_reshop').notNullable().defaultTo(false)
    t.date('renewal_noticed_for')
    t.bigInteger('reshop_request_id').references('insurance_requests.id').onDelete('SET NULL')
  })
  // Binding a re-shop offer finds the policy it replaces by its request.
  await knex.raw('CREATE INDEX insurance_policies_reshop_idx ON insurance_policies (reshop_request_id) WHERE reshop_request_id IS NOT NULL')
  await knex.raw('ALTER TABLE insurance_policy_events DROP CONSTRAINT insurance_policy_events_action_check')
  await knex.raw(actionCheck([...OLD_ACTIONS, ...NEW_ACTIONS]))

  await knex.schema.createTable('insurance_policy_renewals', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_policy_id').notNullable().references('insurance_policies.id').onDelete('CASCADE')
    t.bigInteger('recorded_by_user_id').references('users.id').onDelete('SET NULL')
    t.text('status').notNullable().defaultTo('offered').checkIn(RENEWAL_STATUSES, 'insurance_policy_renewals_status_check')
    t.integer('term_months').notNullable().checkIn(['6', '12'], 'insurance_policy_renewals_term_check')
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
    t.text('agent_note').notNullable().defaultTo('')
    t.timestamps(true, true)
    t.unique(['insurance_policy_id', 'effective_date'], { indexName: 'insurance_policy_renewals_term_idx' })
  })
  await knex.raw(`ALTER TABLE insurance_policy_renewals ADD CONSTRAINT insurance_policy_renewals_dates_check
    CHECK (expiration_date = (effective_date + make_interval(months => term_months))::date)`)
  await knex.raw(`ALTER TABLE insurance_policy_renewals ADD CONSTRAINT insurance_policy_renewals_amounts_check CHECK (
    premium >= 0 AND down_payment >= 0 AND monthly_instalment >= 0 AND instalment_count BETWEEN 0 AND 12
    AND down_payment + monthly_instalment * instalment_count = premium)`)

  await knex.schema.createTable('insurance_policy_terms', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_policy_id').notNullable().references('insurance_policies.id').onDelete('CASCADE')
    t.date('effective_date').notNullable()
    t.date('expiration_date').notNullable()
    t.decimal('premium', 10, 2).notNullable()
    t.unique(['insurance_policy_id', 'effective_date'], { indexName: 'insurance_policy_terms_policy_idx' })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('insurance_policy_terms')
  await knex.schema.dropTable('insurance_policy_renewals')
  await knex('insurance_policy_events').whereIn('action', NEW_ACTIONS).delete()
  await knex.raw('ALTER TABLE insurance_policy_events DROP CONSTRAINT insurance_policy_events_action_check')
  await knex.raw(actionCheck(OLD_ACTIONS))
  await knex.raw('DROP INDEX insurance_policies_reshop_idx')
  await knex.schema.alterTable('insurance_policies', (t) => {
    t.dropColumn('reshop_request_id')
    t.dropColumn('renewal_noticed_for')
    t.dropColumn('auto_reshop')
  })
}
