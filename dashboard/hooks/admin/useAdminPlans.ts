import { useState } from 'react'
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

const fetchPlan = fetchAs(dataEnvelope(AdminSubscriptionPlanJson))
let openings = 0

/**
 * One plan for the edit form; `null` asks for nothing (a new plan). The form starts from what the
 * server says when it opens: each opening asks under a key of its own, because SWR paints a copy an
 * earlier visit cached for a frame before it revalidates, and a click in that frame acts on values the
 * server may no longer hold (a plan deactivated since showed as active).
 */
export function useAdminPlan(id: number | null) {
  const [opening] = useState(() => (openings += 1))
  const { data, error, isLoading } = useSWR(id === null ? null : [adminPlanKey(id), opening], ([path]) => fetchPlan(path))
  return { plan: data?.data, error, isLoading }
}
