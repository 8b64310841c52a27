import { defineRoute } from '../../../../routes/defineRoute.ts'
import { updatePlan } from '../../../subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'
import { PlanIdParams, SubscriptionPlanBody, AdminSubscriptionPlanJson } from '../../../../../shared/schemas/subscriptionPlans.ts'
import { messageEnvelope } from '../../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../../../routes/writeLimits.ts'

/** Replaces the plan and its variations as the form shows them (see updatePlan). */
export const update = defineRoute({
  method: 'put',
  path: '/admin/subscription_plans/:id',
  access: 'admin',
  summary: 'Replaces a plan and its variations',
  response: messageEnvelope(AdminSubscriptionPlanJson),
  errors: ['not_found'],
  rateLimits: adminWriteLimits('subscription_plans:update'),
  params: PlanIdParams,
  body: SubscriptionPlanBody,
  async handle({ app, params, body }) {
    const plan = await updatePlan(app, params.id, body.subscription_plan)
    return { data: presentAdminSubscriptionPlan(plan), message: 'Subscription plan updated successfully!' }
  },
})
