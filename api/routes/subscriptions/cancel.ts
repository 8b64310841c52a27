import { defineRoute } from '../defineRoute.ts'
import { cancelSubscription } from '../../services/subscriptions.ts'

/** Cancels the caller's live subscription immediately and irreversibly (spec §4). */
export const cancel = defineRoute({
  method: 'post',
  path: '/subscriptions/cancel',
  access: 'customer',
  async handle({ actor, app }) {
    const subscription = await cancelSubscription(app, actor.user.id)
    return { data: { subscription_id: subscription.id, status: subscription.status, canceled_at: subscription.canceled_at?.toISOString() ?? null } }
  },
})
