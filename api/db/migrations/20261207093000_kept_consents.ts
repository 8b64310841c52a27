// A deleted account's E-SIGN and calls-and-texts consents are the agency's proof of consent (issue #28):
// each consent row gets the restricted mark and the last day it is kept (shared/data/consent-retention.json),
// and the purge removes it the day after. An admin reads a deleted account's kept consents only with a
// stated reason, logged in the same table as the reads of kept requests: a row there names either the
// request read or the deleted account whose consents were read.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('consent_changes', (t) => {
    t.timestamp('restricted_at', { useTz: true })
    t.date('retain_until')
  })
  await knex.raw('ALTER TABLE consent_changes ADD CONSTRAINT consent_changes_restricted_check CHECK ((restricted_at IS NULL) = (retain_until IS NULL))')
  await knex.raw('CREATE INDEX consent_changes_retain_until_idx ON consent_changes (retain_until) WHERE restricted_at IS NOT NULL')
  await knex.schema.alterTable('restricted_record_reads', (t) => {
    // No foreign key, as for the request: the log outlives the purge.
    t.bigInteger('deleted_user_id')
    t.setNullable('insurance_request_id')
    t.setNullable('request_number')
  })
  await knex.raw(`ALTER TABLE restricted_record_reads ADD CONSTRAINT restricted_record_reads_subject_check CHECK (
    (insurance_request_id IS NULL) = (request_number IS NULL) AND (insurance_request_id IS NULL) <> (deleted_user_id IS NULL))`)
}

export async function down(knex: Knex): Promise<void> {
  // The log of consent reads goes (its rows name no request); the reads of requests stay.
  await knex('restricted_record_reads').whereNull('insurance_request_id').delete()
  await knex.raw('ALTER TABLE restricted_record_reads DROP CONSTRAINT restricted_record_reads_subject_check')
  await knex.schema.alterTable('restricted_record_reads', (t) => {
    t.dropColumn('deleted_user_id')
    t.dropNullable('insurance_request_id')
    t.dropNullable('request_number')
  })
  // The kept consents stay (losing them cannot be undone): plain rows again, purged with their account.
  await knex.raw('DROP INDEX consent_changes_retain_until_idx')
  await knex.raw('ALTER TABLE consent_changes DROP CONSTRAINT consent_changes_restricted_check')
  await knex.schema.alterTable('consent_changes', (t) => {
    t.dropColumn('restricted_at')
    t.dropColumn('retain_until')
  })
}
