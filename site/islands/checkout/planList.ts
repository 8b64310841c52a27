import { z } from 'zod'
import { read } from '../../../dashboard/kit/api.ts'
import { SubscriptionPlanJson } from '../../../shared/schemas/subscriptions.ts'

let asked: Promise<SubscriptionPlanJson[]> | undefined

/** The public plan list, asked once per page: the intro's prices and the plan cards read the same answer. */
export function loadPlans(): Promise<SubscriptionPlanJson[]> {
  asked ??= read.data(z.array(SubscriptionPlanJson), '/subscription_plans').catch((error: unknown) => {
    // A failed answer is not kept: the next island to ask tries again.
    asked = undefined
    throw error
  })
  return asked
}
