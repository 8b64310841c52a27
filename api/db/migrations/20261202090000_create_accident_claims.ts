// Help after an accident (issue #27): a customer's first notice of loss, which an agent files with the
// carrier within 24 hours of its submission (due_at). The report is one jsonb document (the ACORD 2
// fields, checked by shared/schemas/accidentClaimReport.ts) because it is read and written whole; the
// columns are what lists, filters, clocks and checks need. A claim names one of the customer's
// policies, or a carrier (ours or typed in) and a policy number. Photos live in the storage like
// policy documents; notes may be internal; every change leaves a row in accident_claim_events.
// Carriers gain the claims line and website a customer needs right after sending.
import type { Knex } from 'knex'

const STATUSES = ['draft', 'reported', 'filed', 'adjuster_assigned', 'closed']
const OUTCOMES = ['paid', 'denied', 'withdrawn', 'not_covered']
const EVENT_ACTIONS = ['claim_reported', 'claim_filed', 'adjuster_assigned', 'note_added', 'claim_closed', 'claim_corrected', 'photo_added']
const CONTENT_TYPES = ['image/jpeg', 'image/png']
const MAX_PHOTO_BYTES = 10 * 1024 * 1024

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('carriers', (t) => {
    t.text('claims_phone').notNullable().defaultTo('')
    t.text('claims_website').notNullable().defaultTo('')
  })
  await knex.schema.createTable('accident_claims', (t) => {
    t.bigIncrements('id')
    t.text('claim_number').notNullable().unique()
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.bigInteger('insurance_policy_id').references('insurance_policies.id').onDelete('SET NULL')
    t.bigInteger('carrier_id').references('carriers.id').onDelete('RESTRICT')
    t.text('carrier_name')
    t.text('policy_number').notNullable().defaultTo('')
    /** The state the loss happened in, copied from the report: the queue's filter. */
    t.text('loss_state')
    t.jsonb('report').notNullable()
    t.text('status').notNullable().defaultTo('draft').checkIn(STATUSES, 'accident_claims_status_check')
    t.timestamp('submitted_at', { useTz: true })
    t.timestamp('due_at', { useTz: true })
    t.timestamp('filed_at', { useTz: true })
    t.text('carrier_claim_number')
    t.text('adjuster_name')
    t.text('adjuster_phone')
    t.text('adjuster_email')
    t.timestamp('adjuster_assigned_at', { useTz: true })
    t.timestamp('closed_at', { useTz: true })
    t.text('outcome').checkIn(OUTCOMES, 'accident_claims_outcome_check')
    t.timestamps(true, true)
  })
  await knex.raw(`ALTER TABLE accident_claims ADD CONSTRAINT accident_claims_steps_check CHECK (
    (status = 'draft') = (submitted_at IS NULL)
    AND (submitted_at IS NULL) = (due_at IS NULL)
    AND (status = 'closed' OR (status IN ('draft', 'reported')) = (filed_at IS NULL))
    AND (status <> 'adjuster_assigned' OR adjuster_name IS NOT NULL)
    AND (filed_at IS NULL) = (carrier_claim_number IS NULL)
    AND (adjuster_assigned_at IS NULL) = (adjuster_name IS NULL)
    AND (status = 'closed') = (closed_at IS NOT NULL)
    AND (status = 'closed') = (outcome IS NOT NULL))`)
  // The queue: open claims by time left, and the customer's own list.
  await knex.raw('CREATE INDEX accident_claims_queue_idx ON accident_claims ((status <> \'reported\'), due_at, id) WHERE status <> \'draft\'')
  await knex.raw('CREATE INDEX accident_claims_user_idx ON accident_claims (user_id, created_at DESC, id)')
  await knex.raw('CREATE INDEX accident_claims_submitted_idx ON accident_claims (submitted_at) WHERE submitted_at IS NOT NULL')

  await knex.schema.createTable('accident_claim_photos', (t) => {
    t.bigIncrements('id')
    t.bigInteger('accident_claim_id').notNullable().references('accident_claims.id').onDelete('CASCADE')
    t.text('file_name').notNullable()
    t.text('content_type').notNullable().checkIn(CONTENT_TYPES, 'accident_claim_photos_content_type_check')
    t.integer('byte_size').notNullable()
    t.text('storage_key').notNullable().unique()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw(`ALTER TABLE accident_claim_photos ADD CONSTRAINT accident_claim_photos_size_check
    CHECK (byte_size > 0 AND byte_size <= ${MAX_PHOTO_BYTES} AND length(file_name) BETWEEN 1 AND 255)`)
  await knex.raw('CREATE INDEX accident_claim_photos_claim_idx ON accident_claim_photos (accident_claim_id, id)')

  await knex.schema.createTable('accident_claim_notes', (t) => {
    t.bigIncrements('id')
    t.bigInteger('accident_claim_id').notNullable().references('accident_claims.id').onDelete('CASCADE')
    t.bigInteger('author_user_id').references('users.id').onDelete('SET NULL')
    t.text('body').notNullable()
    t.boolean('visible_to_customer').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('CREATE INDEX accident_claim_notes_claim_idx ON accident_claim_notes (accident_claim_id, id)')

  await knex.schema.createTable('accident_claim_events', (t) => {
    t.bigIncrements('id')
    t.bigInteger('accident_claim_id').notNullable().references('accident_claims.id').onDelete('CASCADE')
    t.bigInteger('actor_user_id').references('users.id').onDelete('SET NULL')
    t.text('action').notNullable().checkIn(EVENT_ACTIONS, 'accident_claim_events_action_check')
    t.text('detail').notNullable().defaultTo('')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('CREATE INDEX accident_claim_events_claim_idx ON accident_claim_events (accident_claim_id, id)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('accident_claim_events')
  await knex.schema.dropTable('accident_claim_notes')
  await knex.schema.dropTable('accident_claim_photos')
  await knex.schema.dropTable('accident_claims')
  await knex.schema.alterTable('carriers', (t) => {
    t.dropColumn('claims_website')
    t.dropColumn('claims_phone')
  })
}
