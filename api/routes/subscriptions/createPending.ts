import { defineRoute } from '../defineRoute.ts'
import { CreatePendingBody } from '../../../shared/schemas/subscriptions.ts'
import { createPendingSubscription } from '../../services/subscriptions.ts'

/** Starts a purchase; the client's `status` is ignored and the price comes from the plan variation. */
export const createPending = defineRoute({
  method: 'post',
  path: '/subscriptions/create-pending',
  access: 'customer',
  status: 201,
  body: CreatePendingBody,
  rateLimits: [{ name: 'subscriptions:create', limit: 30, windowSeconds: 3600 }],
  async handle({ actor, body, app }) {
    const subscription = await createPendingSubscription(app, {
      userId: actor.user.id,
      planId: body.subscription_plan_id,
      variationId: body.subscription_plan_variation_id,
    })
    return { data: { subscription_id: subscription.id } }
  },
})
