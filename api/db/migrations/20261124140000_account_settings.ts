// A person's own account: e-mail preferences with a record of every consent change, e-mail change
// codes that carry the new address, a mark for deleted (anonymised) accounts, and the headers of
// captured mail (List-Unsubscribe must be checkable without an SMTP server).
import type { Knex } from 'knex'

const KINDS = ['quote_notifications', 'renewal_reminders', 'tips']
const SOURCES = ['settings_page', 'email_link', 'wizard_checkbox']

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    // Quote notifications are opt-in (spec §1); renewal reminders are part of a paid service, tips are marketing.
    t.boolean('quote_notifications').notNullable().defaultTo(false).alter()
    t.boolean('renewal_reminders').notNullable().defaultTo(true)
    t.boolean('tips').notNullable().defaultTo(false)
    t.timestamp('deleted_at', { useTz: true })
  })
  // Until now they were on without anyone asking; opt-in means off until a recorded choice says on.
  await knex('users').update({ quote_notifications: false })

  await knex.schema.createTable('consent_changes', (t) => {
    t.bigIncrements('id')
    t.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE')
    t.text('kind').notNullable().checkIn(KINDS, 'consent_changes_kind_check')
    t.boolean('granted').notNullable()
    t.text('source').notNullable().checkIn(SOURCES, 'consent_changes_source_check')
    t.text('wording').notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw('CREATE INDEX consent_changes_user_idx ON consent_changes (user_id, id DESC)')

  await knex.schema.alterTable('one_time_codes', (t) => {
    t.text('new_email')
  })
  await knex.raw('ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check')
  await knex.raw(
    "ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('verify_email', 'reset_password', 'change_email'))",
  )
  await knex.raw(
    "ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_new_email_check CHECK ((purpose = 'change_email') = (new_email IS NOT NULL))",
  )

  await knex.schema.alterTable('mail_outbox', (t) => {
    t.jsonb('headers')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('headers')
  })
  await knex('one_time_codes').where({ purpose: 'change_email' }).delete()
  await knex.raw('ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_new_email_check')
  await knex.raw('ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check')
  await knex.raw(
    "ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('verify_email', 'reset_password'))",
  )
  await knex.schema.alterTable('one_time_codes', (t) => {
    t.dropColumn('new_email')
  })
  await knex.schema.dropTable('consent_changes')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deleted_at')
    t.dropColumn('tips')
    t.dropColumn('renewal_reminders')
    t.boolean('quote_notifications').notNullable().defaultTo(true).alter()
  })
}
