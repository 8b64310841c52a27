// Passkeys (issue #31): a customer signs in with one instead of a password, and an administrator
// may use one as the second factor. Each challenge the server hands out is kept until used once or
// expired, so a signed answer cannot be replayed; the security log names passkeys added and removed.
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
  'second_factor_added',
  'second_factor_removed',
  'second_factor_failed',
  'recovery_code_used',
]
const KINDS_ADDED = ['passkey_added', 'passkey_removed']

const kindCheck = (kinds: string[]) =>
  `ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (${kinds.map((k) => `'${k}'`).join(', ')}))`

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('passkeys', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE').index()
    // The authenticator's credential ID (base64url), as browsers send it back at sign-in.
    t.text('credential_id').notNullable().unique()
    t.text('public_key').notNullable()
    t.bigInteger('counter').notNullable().defaultTo(0)
    // How the browser reaches the authenticator (usb, internal, hybrid…), comma-separated, as it said at registration.
    t.text('transports').notNullable().defaultTo('')
    t.text('name').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('last_used_at', { useTz: true })
  })
  await knex.schema.createTable('webauthn_challenges', (t) => {
    t.uuid('id').primary()
    // Null for a sign-in, where who is signing in is known only from the answer.
    t.bigInteger('user_id').references('users.id').onDelete('CASCADE')
    t.text('purpose').notNullable().checkIn(['register', 'sign_in'], 'webauthn_challenges_purpose_check')
    t.text('challenge').notNullable()
    t.timestamp('expires_at', { useTz: true }).notNullable().index()
  })
  await knex.raw('ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check')
  await knex.raw(kindCheck([...KINDS_BEFORE, ...KINDS_ADDED]))
}

export async function down(knex: Knex): Promise<void> {
  await knex('security_events').whereIn('kind', KINDS_ADDED).delete()
  await knex.raw('ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check')
  await knex.raw(kindCheck(KINDS_BEFORE))
  await knex.schema.dropTable('webauthn_challenges')
  await knex.schema.dropTable('passkeys')
}
