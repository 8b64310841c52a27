import { defineRoute } from '../../../../routes/defineRoute.ts'
import { findPlanForAdmin } from '../../../subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'
import { PlanIdParams, AdminSubscriptionPlanJson } from '../../../../../shared/schemas/subscriptionPlans.ts'
import { dataEnvelope } from '../../../../../shared/schemas/envelope.ts'

export const show = defineRoute({
  method: 'get',
  path: '/admin/subscription_plans/:id',
  access: 'admin',
  summary: 'One plan with all its variations',
  response: dataEnvelope(AdminSubscriptionPlanJson),
  errors: ['not_found'],
  params: PlanIdParams,
  async handle({ params }) {
    return { data: presentAdminSubscriptionPlan(await findPlanForAdmin(params.id)) }
  },
})
