// Quote requests with their applicant and auto details (one row each), and the audit trail of status
// changes. Request numbers are random, never a sequence, so they cannot be probed.
import type { Knex } from 'knex'

const STATUSES = ['pending', 'processing', 'quoted', 'purchased', 'expired', 'rejected']
const TYPES = ['auto', 'life', 'homeowners', 'commercial', 'generalLiability', 'truck', 'health', 'investment']

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('insurance_requests', (t) => {
    t.bigIncrements('id')
    t.text('request_number').notNullable().unique()
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('insurance_type').notNullable().checkIn(TYPES, 'insurance_requests_type_check')
    t.text('status').notNullable().defaultTo('pending').checkIn(STATUSES, 'insurance_requests_status_check')
    t.timestamps(true, true)
  })
  await knex.raw('CREATE INDEX insurance_requests_user_created_idx ON insurance_requests (user_id, created_at DESC)')
  await knex.raw('CREATE INDEX insurance_requests_created_idx ON insurance_requests (created_at DESC, id DESC)')

  await knex.schema.createTable('applicants', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_request_id').notNullable().unique().references('insurance_requests.id').onDelete('CASCADE')
    t.text('first_name').notNullable()
    t.text('last_name').notNullable()
    t.text('email').notNullable()
    t.text('phone_number').notNullable()
    t.text('drivers_license')
    t.text('street').notNullable()
    t.text('city').notNullable()
    t.text('state').notNullable()
    t.text('zip').notNullable()
  })

  await knex.schema.createTable('auto_insurances', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_request_id').notNullable().unique().references('insurance_requests.id').onDelete('CASCADE')
    t.text('vin').notNullable()
    t.text('insurance_company_length').notNullable()
    t.text('insurance_company')
    t.text('car_ownership_length').notNullable()
    t.boolean('is_financed').notNullable().defaultTo(false)
    t.text('financial_institution')
    t.text('coverage_type').notNullable()
    t.integer('deductible')
    t.text('minimum_liability_limits').notNullable()
    t.integer('pip')
    t.boolean('um_uim').notNullable().defaultTo(false)
    t.boolean('med_pay').notNullable().defaultTo(false)
    t.integer('med_pay_amount')
    for (const flag of [
      'professional_organization', 'defensive_driving_certificate', 'multiple_vehicles', 'homeowner',
      'good_student', 'safety_features', 'anti_theft_devices', 'full_payment_upfront', 'clean_record',
      'paperless_billing', 'automatic_payments', 'telematics_program', 'military', 'senior_course',
      'affinity_group', 'advance_quote', 'had_insurance_lapse', 'authorization',
    ]) {
      t.boolean(flag).notNullable().defaultTo(false)
    }
    t.text('professional_organization_name')
    t.integer('number_of_vehicles')
    t.text('school')
    t.text('safety_features_list')
    t.text('military_branch')
    t.text('affinity_group_name')
  })

  await knex.schema.createTable('request_status_changes', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_request_id').notNullable().references('insurance_requests.id').onDelete('CASCADE')
    t.bigInteger('actor_user_id').references('users.id').onDelete('SET NULL')
    t.text('from_status').notNullable()
    t.text('to_status').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw(
    'CREATE INDEX request_status_changes_request_idx ON request_status_changes (insurance_request_id, created_at)',
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('request_status_changes')
  await knex.schema.dropTable('auto_insurances')
  await knex.schema.dropTable('applicants')
  await knex.schema.dropTable('insurance_requests')
}
