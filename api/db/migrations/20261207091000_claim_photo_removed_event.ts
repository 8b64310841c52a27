// A customer may take a photo back out of a draft report; the claim's audit trail says so, as it says
// when one was added.
import type { Knex } from 'knex'

const BEFORE = ['claim_reported', 'claim_filed', 'adjuster_assigned', 'note_added', 'claim_closed', 'claim_corrected', 'photo_added']

const actionCheck = (actions: string[]) =>
  `ALTER TABLE accident_claim_events ADD CONSTRAINT accident_claim_events_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE accident_claim_events DROP CONSTRAINT accident_claim_events_action_check')
  await knex.raw(actionCheck([...BEFORE, 'photo_removed']))
}

export async function down(knex: Knex): Promise<void> {
  await knex('accident_claim_events').where({ action: 'photo_removed' }).delete()
  await knex.raw('ALTER TABLE accident_claim_events DROP CONSTRAINT accident_claim_events_action_check')
  await knex.raw(actionCheck(BEFORE))
}
