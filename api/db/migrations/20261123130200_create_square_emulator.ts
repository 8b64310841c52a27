// State of the built-in Square sandbox emulator (development and tests only). It lives in the
// database, not in process memory, because the product runs several processes.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('square_emulator_nonces', (t) => {
    t.text('nonce').primary()
    t.text('outcome').notNullable()
    t.jsonb('card').notNullable()
    t.timestamp('used_at', { useTz: true })
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.schema.createTable('square_emulator_objects', (t) => {
    t.text('id').primary()
    t.text('type').notNullable().checkIn(['payment', 'customer', 'card'], 'square_emulator_objects_type_check')
    // Cards remember how a later charge behaves (tests turn a card on file into a declining one).
    t.text('outcome')
    t.jsonb('data').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.schema.createTable('square_emulator_idempotency', (t) => {
    t.text('scope').notNullable()
    t.text('idempotency_key').notNullable()
    t.text('request_hash').notNullable()
    t.integer('status')
    t.jsonb('response')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['scope', 'idempotency_key'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('square_emulator_idempotency')
  await knex.schema.dropTable('square_emulator_objects')
  await knex.schema.dropTable('square_emulator_nonces')
}
