// Consent to electronic documents (E-SIGN §7001(c)) and to calls and texts (TCPA), issue #28. Both go in
// the consent ledger beside the e-mail choices, with the wording shown; a calls-and-texts consent also
// names the number it covers. The account keeps the current state: when e-documents were agreed to, and
// whether, at which number and between which hours (in the customer's state's time zone) GetQuote may
// call or text. Withdrawing e-documents leaves a task for an agent to mail paper copies.
import type { Knex } from 'knex'

const OLD_KINDS = ['quote_notifications', 'renewal_reminders', 'tips']
const NEW_KINDS = [...OLD_KINDS, 'esign', 'calls_texts']

const kindCheck = (kinds: string[]) =>
  `ALTER TABLE consent_changes ADD CONSTRAINT consent_changes_kind_check CHECK (kind IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE consent_changes DROP CONSTRAINT consent_changes_kind_check')
  await knex.raw(kindCheck(NEW_KINDS))
  await knex.schema.alterTable('consent_changes', (t) => {
    t.text('phone_number')
  })
  await knex.raw("ALTER TABLE consent_changes ADD CONSTRAINT consent_changes_phone_check CHECK (phone_number IS NULL OR kind = 'calls_texts')")
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('esign_consented_at', { useTz: true })
    t.boolean('contact_consent').notNullable().defaultTo(false)
    t.text('contact_phone')
    t.smallint('contact_hours_start').notNullable().defaultTo(8)
    t.smallint('contact_hours_end').notNullable().defaultTo(21)
  })
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_contact_check CHECK (
    contact_hours_start BETWEEN 0 AND 23 AND contact_hours_end BETWEEN 1 AND 24 AND contact_hours_start < contact_hours_end
    AND (NOT contact_consent OR contact_phone IS NOT NULL))`)
  await knex.schema.createTable('paper_mail_tasks', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('reason').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable()
    t.timestamp('done_at', { useTz: true })
    t.bigInteger('done_by_user_id').references('users.id').onDelete('SET NULL')
  })
  await knex.raw('CREATE INDEX paper_mail_tasks_open_idx ON paper_mail_tasks (created_at) WHERE done_at IS NULL')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('paper_mail_tasks')
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_contact_check')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('contact_hours_end')
    t.dropColumn('contact_hours_start')
    t.dropColumn('contact_phone')
    t.dropColumn('contact_consent')
    t.dropColumn('esign_consented_at')
  })
  await knex('consent_changes').whereIn('kind', ['esign', 'calls_texts']).delete()
  await knex.raw('ALTER TABLE consent_changes DROP CONSTRAINT consent_changes_phone_check')
  await knex.schema.alterTable('consent_changes', (t) => {
    t.dropColumn('phone_number')
  })
  await knex.raw('ALTER TABLE consent_changes DROP CONSTRAINT consent_changes_kind_check')
  await knex.raw(kindCheck(OLD_KINDS))
}
