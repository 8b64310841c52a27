import { defineRoute } from '../../defineRoute.ts'
import { listPlansForAdmin } from '../../../services/subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'

/** Every plan, inactive ones included, with all variations. */
export const list = defineRoute({
  method: 'get',
  path: '/admin/subscription_plans',
  access: 'admin',
  async handle() {
    const plans = await listPlansForAdmin()
    return { data: plans.map(presentAdminSubscriptionPlan) }
  },
})
