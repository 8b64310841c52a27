import { defineRoute } from '../../../../routes/defineRoute.ts'
import { listPlansForAdmin } from '../../../subscriptionPlans.ts'
import { presentAdminSubscriptionPlan } from '../../../presenters/subscriptionPlanAdmin.ts'
import { collectionEnvelope } from '../../../../../shared/schemas/envelope.ts'
import { AdminSubscriptionPlanJson } from '../../../../../shared/schemas/subscriptionPlans.ts'

/** Every plan, inactive ones included, with all variations. */
export const list = defineRoute({
  method: 'get',
  path: '/admin/subscription_plans',
  access: 'admin',
  summary: 'Lists every plan, inactive ones included',
  response: collectionEnvelope(AdminSubscriptionPlanJson),
  errors: [],
  async handle() {
    const plans = await listPlansForAdmin()
    return { data: plans.map(presentAdminSubscriptionPlan) }
  },
})
