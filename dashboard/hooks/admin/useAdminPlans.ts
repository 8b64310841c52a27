import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { collectionEnvelope, dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { AdminSubscriptionPlanJson } from '../../../shared/schemas/subscriptionPlans.ts'

export const ADMIN_PLANS_KEY = '/admin/subscription_plans'
export const adminPlanKey = (id: number) => `${ADMIN_PLANS_KEY}/${id}`

/** Every plan, inactive ones too. */
export function useAdminPlans() {
  const { data, error, isLoading, mutate } = useSWR(ADMIN_PLANS_KEY, fetchAs(collectionEnvelope(AdminSubscriptionPlanJson)), { dedupingInterval: 0 })
  return { plans: data?.data, error, isLoading, mutate }
}

/**
 * One plan for the edit form; `null` asks for nothing (a new plan). The form starts from what the
 * server says now, never from a cached copy another screen may have made stale.
 */
export function useAdminPlan(id: number | null) {
  const { data, error, isLoading, isValidating } = useSWR(id === null ? null : adminPlanKey(id), fetchAs(dataEnvelope(AdminSubscriptionPlanJson)), {
    dedupingInterval: 0,
    revalidateOnMount: true,
  })
  return { plan: data?.data, error, isLoading: isLoading || isValidating }
}
