// Issue #31's last account pieces: recovery codes renewed without removing the authenticator app
// are a line in the security log, as is a passkey's failed answer (not a wrong password), and a passkey may answer the 5-minute re-check, with its own
// kind of challenge so an answer meant for one ceremony never counts for another.
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
  'passkey_added',
  'passkey_removed',
]
const KINDS_ADDED = ['recovery_codes_renewed', 'reauthenticated_with_passkey', 'passkey_failed']
const PURPOSES_BEFORE = ['register', 'sign_in']
const PURPOSES_ADDED = ['reauthenticate']

const quoted = (values: string[]) => values.map((value) => `'${value}'`).join(', ')
const kindCheck = (kinds: string[]) => `ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check CHECK (kind IN (${quoted(kinds)}))`
const purposeCheck = (purposes: string[]) =>
  `ALTER TABLE webauthn_challenges ADD CONSTRAINT webauthn_challenges_purpose_check CHECK (purpose IN (${quoted(purposes)}))`

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check')
  await knex.raw(kindCheck([...KINDS_BEFORE, ...KINDS_ADDED]))
  await knex.raw('ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_purpose_check')
  await knex.raw(purposeCheck([...PURPOSES_BEFORE, ...PURPOSES_ADDED]))
}

export async function down(knex: Knex): Promise<void> {
  await knex('security_events').whereIn('kind', KINDS_ADDED).delete()
  await knex('webauthn_challenges').whereIn('purpose', PURPOSES_ADDED).delete()
  await knex.raw('ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check')
  await knex.raw(kindCheck(KINDS_BEFORE))
  await knex.raw('ALTER TABLE webauthn_challenges DROP CONSTRAINT webauthn_challenges_purpose_check')
  await knex.raw(purposeCheck(PURPOSES_BEFORE))
}
