import useSWR from 'swr'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { AdminSubscriptionPlanJson } from '../../../shared/schemas/subscriptionPlans.ts'

export const ADMIN_PLANS_KEY = '/admin/subscription_plans'
export const adminPlanKey = (id: number) => `${ADMIN_PLANS_KEY}/${id}`

/** Every plan, inactive ones too. */
export function useAdminPlans() {
  const { data, error, isLoading, mutate } = useSWR<DataEnvelope<AdminSubscriptionPlanJson[]>>(ADMIN_PLANS_KEY, { dedupingInterval: 0 })
  return { plans: data?.data, error, isLoading, mutate }
}

/**
 * One plan for the edit form; `null` asks for nothing (a new plan). The form starts from what the
 * server says now, never from a cached copy another screen may have made stale.
 */
export function useAdminPlan(id: number | null) {
  const { data, error, isLoading, isValidating } = useSWR<DataEnvelope<AdminSubscriptionPlanJson>>(id === null ? null : adminPlanKey(id), {
    dedupingInterval: 0,
    revalidateOnMount: true,
  })
  return { plan: data?.data, error, isLoading: isLoading || isValidating }
}
