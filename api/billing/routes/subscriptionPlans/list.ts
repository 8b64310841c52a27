import { defineRoute } from '../../../routes/defineRoute.ts'
import { knownPublicPlans, publicPlans } from '../../publicPlans.ts'
import { collectionEnvelope } from '../../../../shared/schemas/envelope.ts'
import { SubscriptionPlanJson } from '../../../../shared/schemas/subscriptions.ts'

/**
 * The public plan list (spec §7): active plans with their active variations only. Every visitor's
 * landing page loads it, so it is bounded, kept in memory while the catalog is unchanged (api/billing/publicPlans.ts) and
 * cacheable for a minute.
 */
export const list = defineRoute({
  method: 'get',
  path: '/subscription_plans',
  access: 'public',
  summary: 'The active plans with their active variations',
  response: collectionEnvelope(SubscriptionPlanJson),
  errors: [],
  cacheSeconds: 60,
  current: knownPublicPlans,
  handle: ({ app }) => publicPlans(app),
})
