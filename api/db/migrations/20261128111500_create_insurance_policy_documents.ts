// Documents on a policy (issue #26): a declarations page or other file the customer uploaded, kept in
// the storage (api/storage/) under storage_key; this row is what lists, counts and serves it. The owner
// is the policy's customer, whoever uploaded it, so the 50-files cap is per customer. Uploading is a
// policy write, so it joins the actions of the policy's history.
import type { Knex } from 'knex'

const KINDS = ['declarations', 'id_card', 'coverage_summary', 'other']
const CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png']
const MAX_BYTES = 10 * 1024 * 1024
const OLD_ACTIONS = ['policy_bound', 'policy_added', 'policy_changed', 'requote_requested', 'policy_expired']

const actionCheck = (actions: string[]) =>
  `ALTER TABLE insurance_policy_events ADD CONSTRAINT insurance_policy_events_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('insurance_policy_documents', (t) => {
    t.bigIncrements('id')
    t.bigInteger('insurance_policy_id').notNullable().references('insurance_policies.id').onDelete('CASCADE')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('kind').notNullable().checkIn(KINDS, 'insurance_policy_documents_kind_check')
    t.text('file_name').notNullable()
    t.text('content_type').notNullable().checkIn(CONTENT_TYPES, 'insurance_policy_documents_content_type_check')
    t.integer('byte_size').notNullable()
    t.text('storage_key').notNullable().unique()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw(`ALTER TABLE insurance_policy_documents ADD CONSTRAINT insurance_policy_documents_size_check
    CHECK (byte_size > 0 AND byte_size <= ${MAX_BYTES} AND length(file_name) BETWEEN 1 AND 255)`)
  await knex.raw('CREATE INDEX insurance_policy_documents_policy_idx ON insurance_policy_documents (insurance_policy_id, created_at, id)')
  await knex.raw('CREATE INDEX insurance_policy_documents_user_idx ON insurance_policy_documents (user_id)')
  await knex.raw('ALTER TABLE insurance_policy_events DROP CONSTRAINT insurance_policy_events_action_check')
  await knex.raw(actionCheck([...OLD_ACTIONS, 'document_uploaded']))
}

export async function down(knex: Knex): Promise<void> {
  await knex('insurance_policy_events').where({ action: 'document_uploaded' }).delete()
  await knex.raw('ALTER TABLE insurance_policy_events DROP CONSTRAINT insurance_policy_events_action_check')
  await knex.raw(actionCheck(OLD_ACTIONS))
  await knex.schema.dropTable('insurance_policy_documents')
}
