import { defineRoute } from '../../defineRoute.ts'
import { deactivatePlan } from '../../../services/subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'
import { PlanIdParams } from '../../../../shared/schemas/subscriptionPlans.ts'

export const deactivate = defineRoute({
  method: 'post',
  path: '/admin/subscription_plans/:id/deactivate',
  access: 'admin',
  params: PlanIdParams,
  async handle({ app, params }) {
    const plan = await deactivatePlan(app, params.id)
    return { data: presentAdminSubscriptionPlan(plan), message: 'Subscription plan deactivated successfully.' }
  },
})
