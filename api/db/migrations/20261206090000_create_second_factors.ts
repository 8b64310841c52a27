// Administrators must sign in with a second factor (issue #31): an authenticator app's secret
// (encrypted, api/security/secretBox.ts), its single-use recovery codes (hashed), the sessions that
// passed the second step, and the security log's lines for adding, removing, a wrong code and recovering.
import type { Knex } from 'knex'

const KINDS_BEFORE = [
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
const KINDS_ADDED = ['second_factor_added', 'second_factor_removed', 'second_factor_failed', 'recovery_code_used']

const kindCheck = (kinds: string[]) =>
  `ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (${kinds.map((k) => `'${k}'`).join(', ')}))`

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('totp_authenticators', (t) => {
    t.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE')
    t.text('secret_ciphertext').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    // Null while the person has scanned the code but not yet typed one back.
    t.timestamp('confirmed_at', { useTz: true })
    t.timestamp('last_used_at', { useTz: true })
    // The newest 30-second step a code was accepted for: that code and older ones are refused (replay).
    t.integer('last_time_step')
  })
  await knex.schema.createTable('recovery_codes', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('code_hash').notNullable()
    t.timestamp('used_at', { useTz: true })
    t.unique(['user_id', 'code_hash'])
  })
  await knex.schema.alterTable('sessions', (t) => {
    t.timestamp('second_factor_at', { useTz: true })
  })
  await knex.raw('ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check')
  await knex.raw(kindCheck([...KINDS_BEFORE, ...KINDS_ADDED]))
}

export async function down(knex: Knex): Promise<void> {
  await knex('security_events').whereIn('kind', KINDS_ADDED).delete()
  await knex.raw('ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check')
  await knex.raw(kindCheck(KINDS_BEFORE))
  await knex.schema.alterTable('sessions', (t) => {
    t.dropColumn('second_factor_at')
  })
  await knex.schema.dropTable('recovery_codes')
  await knex.schema.dropTable('totp_authenticators')
}
