import { defineRoute } from '../../defineRoute.ts'
import { findPlanForAdmin } from '../../../services/subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'
import { PlanIdParams } from '../../../../shared/schemas/subscriptionPlans.ts'

export const show = defineRoute({
  method: 'get',
  path: '/admin/subscription_plans/:id',
  access: 'admin',
  params: PlanIdParams,
  async handle({ params }) {
    return { data: presentAdminSubscriptionPlan(await findPlanForAdmin(params.id)) }
  },
})
