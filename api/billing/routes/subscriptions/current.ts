import { defineRoute } from '../../../routes/defineRoute.ts'
import { notFound } from '../../../errors.ts'
import { PaymentCard } from '../../../models/PaymentCard.ts'
import { SubscriptionPlan } from '../../../models/SubscriptionPlan.ts'
import { presentSubscription } from '../../presenters/subscription.ts'
import { findLiveSubscription } from '../../subscriptions.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { CurrentSubscriptionJson } from '../../../../shared/schemas/subscriptions.ts'

/** The caller's live subscription; 404 means they have none (spec §7). */
export const current = defineRoute({
  method: 'get',
  path: '/subscriptions/current',
  access: 'customer',
  summary: 'The live subscription',
  response: dataEnvelope(CurrentSubscriptionJson),
  errors: ['not_found'],
  async handle({ actor }) {
    const subscription = await findLiveSubscription(actor.user.id)
    const plan = subscription && (await SubscriptionPlan.query().findById(subscription.subscription_plan_id))
    if (!subscription || !plan) throw notFound('You have no active subscription.')
    const card = await PaymentCard.query().where({ user_id: actor.user.id }).first()
    return { data: presentSubscription(subscription, plan, card) }
  },
})
