import { defineRoute } from '../defineRoute.ts'
import { SubscriptionPlan } from '../../models/SubscriptionPlan.ts'
import { presentSubscriptionPlan } from '../../presenters/subscriptionPlan.ts'

/** The public plan list (spec §7): active plans with their active variations only. */
export const list = defineRoute({
  method: 'get',
  path: '/subscription_plans',
  access: 'public',
  async handle() {
    const plans = await SubscriptionPlan.query()
      .where({ active: true })
      .withGraphFetched('variations(active)')
      .modifiers({ active: (q) => q.where({ active: true }) })
      .orderBy('id')
    return { data: plans.map(presentSubscriptionPlan) }
  },
})
