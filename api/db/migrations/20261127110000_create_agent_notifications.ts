// Agents hear of new requests, re-quotes and Premium customers' help messages: each event writes a row
// here in its own transaction, a digest job e-mails the unsent rows to every admin at most every quarter
// hour and stamps them, and each admin's "seen through" mark gives the count of new ones on /admin.
import type { Knex } from 'knex'

const KINDS = ['new_request', 'requote', 'premium_help']

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agent_notifications', (t) => {
    t.bigIncrements('id')
    t.text('kind').notNullable().checkIn(KINDS, 'agent_notifications_kind_check')
    t.bigInteger('insurance_request_id').references('insurance_requests.id').onDelete('CASCADE')
    t.bigInteger('support_message_id').references('support_messages.id').onDelete('CASCADE')
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('digested_at', { useTz: true })
  })
  // A request event names its request, a help message its message, and nothing else.
  await knex.raw(`ALTER TABLE agent_notifications ADD CONSTRAINT agent_notifications_subject_check CHECK (
    (kind = 'premium_help') = (support_message_id IS NOT NULL) AND (kind = 'premium_help') = (insurance_request_id IS NULL))`)
  // The digest reads only what it has not sent yet.
  await knex.raw('CREATE INDEX agent_notifications_undigested_idx ON agent_notifications (id) WHERE digested_at IS NULL')
  await knex.raw('CREATE INDEX agent_notifications_request_idx ON agent_notifications (insurance_request_id)')
  await knex.raw('CREATE INDEX agent_notifications_message_idx ON agent_notifications (support_message_id)')

  await knex.schema.createTable('agent_notification_reads', (t) => {
    t.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE')
    t.bigInteger('seen_through_id').notNullable()
    t.timestamp('updated_at', { useTz: true }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('agent_notification_reads')
  await knex.schema.dropTable('agent_notifications')
}
