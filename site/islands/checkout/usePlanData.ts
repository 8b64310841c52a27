import { useCallback, useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { api, ApiError } from '../../../dashboard/lib/api.ts'
import { $session } from '../../../dashboard/stores/session.ts'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { CurrentSubscriptionJson, SubscriptionPlanJson } from '../../../shared/schemas/subscriptions.ts'

export type PlansState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; plans: SubscriptionPlanJson[] }

/** The public plan list and, when signed in, the current subscription (404 means none). */
export function usePlanData() {
  const { token } = useStore($session)
  const [plans, setPlans] = useState<PlansState>({ status: 'loading' })
  const [current, setCurrent] = useState<CurrentSubscriptionJson | null>(null)

  useEffect(() => {
    let live = true
    api.get<DataEnvelope<SubscriptionPlanJson[]>>('/subscription_plans').then(
      (body) => live && setPlans({ status: 'loaded', plans: body.data }),
      () => live && setPlans({ status: 'error' }),
    )
    return () => {
      live = false
    }
  }, [])

  const refreshCurrent = useCallback(async () => {
    if (!token) return setCurrent(null)
    try {
      const body = await api.get<DataEnvelope<CurrentSubscriptionJson>>('/subscriptions/current')
      setCurrent(body.data)
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setCurrent(null)
    }
  }, [token])

  useEffect(() => {
    void refreshCurrent()
  }, [refreshCurrent])

  return { signedIn: token !== null, plans, current, refreshCurrent }
}
