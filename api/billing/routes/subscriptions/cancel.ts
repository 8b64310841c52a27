import { defineRoute } from '../../../routes/defineRoute.ts'
import { cancelSubscription } from '../../subscriptions.ts'
import { presentCanceledSubscription } from '../../presenters/subscription.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { CanceledSubscriptionJson } from '../../../../shared/schemas/subscriptions.ts'
import { actionLimits } from '../../../routes/writeLimits.ts'

/** Cancels the caller's live subscription immediately and irreversibly (spec §4). */
export const cancel = defineRoute({
  method: 'post',
  path: '/subscriptions/cancel',
  access: 'customer',
  summary: 'Cancels the live subscription now',
  response: dataEnvelope(CanceledSubscriptionJson),
  errors: ['not_found', 'conflict'],
  rateLimits: actionLimits('subscriptions:cancel'),
  async handle({ actor, app }) {
    const subscription = await cancelSubscription(app, actor.user.id)
    return { data: presentCanceledSubscription(subscription) }
  },
})
