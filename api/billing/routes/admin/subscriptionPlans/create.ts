import { defineRoute } from '../../../../routes/defineRoute.ts'
import { createPlan } from '../../../subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'
import { SubscriptionPlanBody, AdminSubscriptionPlanJson } from '../../../../../shared/schemas/subscriptionPlans.ts'
import { messageEnvelope } from '../../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../../../routes/writeLimits.ts'

export const create = defineRoute({
  method: 'post',
  path: '/admin/subscription_plans',
  access: 'admin',
  summary: 'Creates a subscription plan with its variations',
  response: messageEnvelope(AdminSubscriptionPlanJson),
  errors: [],
  rateLimits: adminWriteLimits('subscription_plans:create'),
  status: 201,
  body: SubscriptionPlanBody,
  async handle({ app, body }) {
    const plan = await createPlan(app, body.subscription_plan)
    return { data: presentAdminSubscriptionPlan(plan), message: 'Subscription plan created successfully!' }
  },
})
