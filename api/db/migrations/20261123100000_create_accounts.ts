// Accounts, server-side sessions (so logout really ends a token), one-time e-mail codes, the mail
// outbox and rate-limit counters: all in PostgreSQL so any number of API processes share them.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')

  await knex.schema.createTable('users', (t) => {
    t.bigIncrements('id')
    t.text('email').notNullable()
    t.text('first_name').notNullable().defaultTo('')
    t.text('last_name').notNullable().defaultTo('')
    t.text('password_hash')
    t.boolean('admin').notNullable().defaultTo(false)
    t.timestamp('email_verified_at', { useTz: true })
    t.boolean('quote_notifications').notNullable().defaultTo(true)
    t.timestamps(true, true)
  })
  await knex.raw('CREATE UNIQUE INDEX users_email_unique ON users (lower(email))')

  await knex.schema.createTable('sessions', (t) => {
    t.uuid('id').primary()
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE').index()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('revoked_at', { useTz: true })
  })

  await knex.schema.createTable('one_time_codes', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('purpose').notNullable().checkIn(['verify_email', 'reset_password'], 'one_time_codes_purpose_check')
    t.text('code_hash').notNullable()
    t.integer('failed_attempts').notNullable().defaultTo(0)
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('consumed_at', { useTz: true })
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw(
    'CREATE UNIQUE INDEX one_time_codes_live_unique ON one_time_codes (user_id, purpose) WHERE consumed_at IS NULL',
  )

  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary()
    t.integer('hits').notNullable()
    t.timestamp('window_ends_at', { useTz: true }).notNullable()
  })

  await knex.schema.createTable('mail_outbox', (t) => {
    t.bigIncrements('id')
    t.text('to_address').notNullable()
    t.text('subject').notNullable()
    t.text('text_body').notNullable()
    t.text('html_body').notNullable()
    t.text('code')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), id DESC)')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox')
  await knex.schema.dropTable('rate_limits')
  await knex.schema.dropTable('one_time_codes')
  await knex.schema.dropTable('sessions')
  await knex.schema.dropTable('users')
}
