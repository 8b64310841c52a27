// Help messages (/support): a customer's conversation with the provider and its messages. Plan gating
// needs the count of a user's conversations; the admin inbox sorts by priority (Premium at creation)
// and by whether the newest message still awaits an answer, so both are kept on the conversation row
// and updated in the same transaction as each message.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('support_conversations', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.bigInteger('insurance_request_id').references('insurance_requests.id').onDelete('SET NULL')
    t.text('subject').notNullable()
    t.boolean('priority').notNullable().defaultTo(false)
    t.boolean('awaiting_reply').notNullable().defaultTo(true)
    t.bigInteger('customer_read_message_id')
    t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamps(true, true)
  })
  await knex.raw("ALTER TABLE support_conversations ADD CONSTRAINT support_conversations_subject_check CHECK (length(subject) BETWEEN 1 AND 150)")
  await knex.raw('CREATE INDEX support_conversations_user_idx ON support_conversations (user_id, last_message_at DESC)')
  await knex.raw('CREATE INDEX support_conversations_inbox_idx ON support_conversations (priority DESC, awaiting_reply DESC, last_message_at DESC)')

  await knex.schema.createTable('support_messages', (t) => {
    t.bigIncrements('id')
    t.bigInteger('conversation_id').notNullable().references('support_conversations.id').onDelete('CASCADE')
    t.bigInteger('author_id').references('users.id').onDelete('SET NULL')
    t.text('author_role').notNullable().checkIn(['customer', 'admin'], 'support_messages_role_check')
    t.text('body').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw("ALTER TABLE support_messages ADD CONSTRAINT support_messages_body_check CHECK (length(body) BETWEEN 1 AND 5000)")
  await knex.raw('CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, id)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('support_messages')
  await knex.schema.dropTable('support_conversations')
}
