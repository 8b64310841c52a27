import { defineRoute } from '../../defineRoute.ts'
import { createPlan } from '../../../services/subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'
import { SubscriptionPlanBody } from '../../../../shared/schemas/subscriptionPlans.ts'

export const create = defineRoute({
  method: 'post',
  path: '/admin/subscription_plans',
  access: 'admin',
  status: 201,
  body: SubscriptionPlanBody,
  async handle({ app, body }) {
    const plan = await createPlan(app, body.subscription_plan)
    return { data: presentAdminSubscriptionPlan(plan), message: 'Subscription plan created successfully!' }
  },
})
