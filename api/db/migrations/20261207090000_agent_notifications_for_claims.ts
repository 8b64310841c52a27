// A sent accident claim starts a 24-hour filing clock, so agents must hear of it as they hear of a new
// request: the claim's row in agent_notifications is written in the send's transaction, and the digest
// and the /admin counts carry it. A claim's note names the claim, and goes with it.
import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agent_notifications', (t) => {
    t.bigInteger('accident_claim_id').references('accident_claims.id').onDelete('CASCADE')
  })
  await knex.raw('ALTER TABLE agent_notifications DROP CONSTRAINT agent_notifications_kind_check')
  await knex.raw(`ALTER TABLE agent_notifications ADD CONSTRAINT agent_notifications_kind_check CHECK (kind IN ('new_request', 'requote', 'premium_help', 'new_claim'))`)
  await knex.raw('ALTER TABLE agent_notifications DROP CONSTRAINT agent_notifications_subject_check')
  // Each kind names its own subject and nothing else.
  await knex.raw(`ALTER TABLE agent_notifications ADD CONSTRAINT agent_notifications_subject_check CHECK (
    (kind = 'premium_help') = (support_message_id IS NOT NULL)
    AND (kind = 'new_claim') = (accident_claim_id IS NOT NULL)
    AND (kind IN ('new_request', 'requote')) = (insurance_request_id IS NOT NULL))`)
  await knex.raw('CREATE INDEX agent_notifications_claim_idx ON agent_notifications (accident_claim_id)')
}

export async function down(knex: Knex): Promise<void> {
  await knex('agent_notifications').where({ kind: 'new_claim' }).delete()
  await knex.raw('ALTER TABLE agent_notifications DROP CONSTRAINT agent_notifications_subject_check')
  await knex.raw(`ALTER TABLE agent_notifications ADD CONSTRAINT agent_notifications_subject_check CHECK (
    (kind = 'premium_help') = (support_message_id IS NOT NULL) AND (kind = 'premium_help') = (insurance_request_id IS NULL))`)
  await knex.raw('ALTER TABLE agent_notifications DROP CONSTRAINT agent_notifications_kind_check')
  await knex.raw(`ALTER TABLE agent_notifications ADD CONSTRAINT agent_notifications_kind_check CHECK (kind IN ('new_request', 'requote', 'premium_help'))`)
  await knex.schema.alterTable('agent_notifications', (t) => {
    t.dropColumn('accident_claim_id')
  })
}
