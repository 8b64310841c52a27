import { byCaller, defineRoute } from '../../../routes/defineRoute.ts'
import { CreatePendingBody, PendingSubscriptionJson } from '../../../../shared/schemas/subscriptions.ts'
import { createPendingSubscription } from '../../subscriptions.ts'
import { presentPendingSubscription } from '../../presenters/subscription.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

/** Starts a purchase; the client's `status` is ignored and the price comes from the plan variation. */
export const createPending = defineRoute({
  method: 'post',
  path: '/subscriptions/create-pending',
  access: 'customer',
  summary: 'Starts a purchase',
  response: dataEnvelope(PendingSubscriptionJson),
  errors: ['not_found', 'conflict'],
  status: 201,
  body: CreatePendingBody,
  rateLimits: [{ name: 'subscriptions:create', limit: 30, windowSeconds: 3600, subject: byCaller }],
  async handle({ actor, body, app }) {
    const subscription = await createPendingSubscription(app, {
      userId: actor.user.id,
      planId: body.subscription_plan_id,
      variationId: body.subscription_plan_variation_id,
    })
    return { data: presentPendingSubscription(subscription) }
  },
})
