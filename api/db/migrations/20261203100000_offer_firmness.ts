// How firm an offer's price is (issue #28): an estimate, final pending underwriting, or bindable. The
// price the customer agreed to is kept beside the offer's own: when the agent marks a chosen offer
// bindable at a different final price, the two differ until the customer confirms the new one, and
// binding waits for that. Offers made so far were quoted as the carrier's price to bind, so they
// start bindable, and chosen or bound ones were agreed at their premium.
import type { Knex } from 'knex'

const FIRMNESS = ['estimate', 'final_pending_underwriting', 'bindable']
const OLD_ACTIONS = ['offer_added', 'offer_changed', 'offer_withdrawn', 'offer_chosen', 'offer_bound', 'requote_requested']
const NEW_ACTIONS = [...OLD_ACTIONS, 'firmness_changed', 'price_confirmed']

const actionCheck = (actions: string[]) =>
  `ALTER TABLE offer_events ADD CONSTRAINT offer_events_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('offers', (t) => {
    t.text('firmness').notNullable().defaultTo('bindable').checkIn(FIRMNESS, 'offers_firmness_check')
    t.text('firmness_note')
    t.decimal('agreed_premium', 10, 2)
  })
  await knex('offers').whereIn('status', ['chosen', 'bound']).update({ agreed_premium: knex.ref('premium') })
  await knex.raw('ALTER TABLE offer_events DROP CONSTRAINT offer_events_action_check')
  await knex.raw(actionCheck(NEW_ACTIONS))
}

export async function down(knex: Knex): Promise<void> {
  await knex('offer_events').whereIn('action', ['firmness_changed', 'price_confirmed']).delete()
  await knex.raw('ALTER TABLE offer_events DROP CONSTRAINT offer_events_action_check')
  await knex.raw(actionCheck(OLD_ACTIONS))
  await knex.schema.alterTable('offers', (t) => {
    t.dropColumn('agreed_premium')
    t.dropColumn('firmness_note')
    t.dropColumn('firmness')
  })
}
