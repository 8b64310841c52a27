import { defineRoute } from '../../../../routes/defineRoute.ts'
import { deactivatePlan } from '../../../subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'
import { PlanIdParams, AdminSubscriptionPlanJson } from '../../../../../shared/schemas/subscriptionPlans.ts'
import { messageEnvelope } from '../../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../../../routes/writeLimits.ts'

export const deactivate = defineRoute({
  method: 'post',
  path: '/admin/subscription_plans/:id/deactivate',
  access: 'admin',
  summary: 'Deactivates a subscription plan',
  response: messageEnvelope(AdminSubscriptionPlanJson),
  errors: ['not_found'],
  rateLimits: adminWriteLimits('subscription_plans:deactivate'),
  params: PlanIdParams,
  async handle({ app, params }) {
    const plan = await deactivatePlan(app, params.id)
    return { data: presentAdminSubscriptionPlan(plan), message: 'Subscription plan deactivated successfully.' }
  },
})
