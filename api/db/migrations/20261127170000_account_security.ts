// Accounts a stolen token, a stranger or a guesser cannot take (issue #31):
// - sessions remember when their owner last proved the password, so changes to who you are can ask
//   for it again;
// - wrong code guesses count per code and address, so a stranger's guesses lock the stranger, never
//   the code in the owner's mailbox (the per-code count goes);
// - a sign-in code lets the owner through the unusual-spread lock with their mailbox;
// - a per-account security log, and the "this wasn't me" undo of an e-mail change.
import type { Knex } from 'knex'

const PURPOSES_BEFORE = ['verify_email', 'reset_password', 'change_email']
const EVENT_KINDS = [
  'signed_in',
  'sign_in_failed',
  'reauthenticated',
  'password_changed',
  'password_reset',
  'email_changed',
  'email_change_undone',
  'signed_out',
  'signed_out_everywhere',
]

const purposeCheck = (purposes: string[]) =>
  `ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN (${purposes.map((p) => `'${p}'`).join(', ')}))`

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.timestamp('authenticated_at', { useTz: true })
  })
  await knex('sessions').update({ authenticated_at: knex.ref('created_at') })
  await knex.raw('ALTER TABLE sessions ALTER COLUMN authenticated_at SET NOT NULL')

  await knex.raw('ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check')
  await knex.raw(purposeCheck([...PURPOSES_BEFORE, 'sign_in']))
  await knex.schema.alterTable('one_time_codes', (t) => {
    t.dropColumn('failed_attempts')
  })
  await knex.schema.createTable('code_guesses', (t) => {
    t.bigInteger('code_id').notNullable().references('one_time_codes.id').onDelete('CASCADE')
    t.text('address').notNullable()
    t.integer('failures').notNullable().defaultTo(0)
    t.primary(['code_id', 'address'])
  })

  await knex.schema.createTable('security_events', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('kind').notNullable().checkIn(EVENT_KINDS, 'security_events_kind_check')
    t.boolean('new_device')
    t.text('browser')
    t.text('os')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('CREATE INDEX security_events_user_idx ON security_events (user_id, id DESC)')

  await knex.schema.createTable('email_change_undos', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE').index()
    t.text('old_email').notNullable()
    t.text('new_email').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable()
    t.timestamp('used_at', { useTz: true })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_change_undos')
  await knex.schema.dropTable('security_events')
  await knex.schema.dropTable('code_guesses')
  await knex.schema.alterTable('one_time_codes', (t) => {
    t.integer('failed_attempts').notNullable().defaultTo(0)
  })
  await knex('one_time_codes').where({ purpose: 'sign_in' }).delete()
  await knex.raw('ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check')
  await knex.raw(purposeCheck(PURPOSES_BEFORE))
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('authenticated_at')
  })
}
