import { useCallback, useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { ApiError, read } from '../../../dashboard/kit/api.ts'
import { $session } from '../../../dashboard/kit/session.ts'
import { useHydrated } from '../useHydrated.ts'
import { CurrentSubscriptionJson, type SubscriptionPlanJson } from '../../../shared/schemas/subscriptions.ts'
import { loadPlans } from './planList.ts'

export type PlansState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; plans: SubscriptionPlanJson[] }

/** The public plan list and, when signed in, the current subscription (404 means none). */
export function usePlanData() {
  // The static page was rendered signed out; the stored session counts from the second render on.
  const hydrated = useHydrated()
  const stored = useStore($session).token
  const token = hydrated ? stored : null
  const [plans, setPlans] = useState<PlansState>({ status: 'loading' })
  const [current, setCurrent] = useState<CurrentSubscriptionJson | null>(null)

  useEffect(() => {
    let live = true
    loadPlans().then(
      (plans) => live && setPlans({ status: 'loaded', plans }),
      () => live && setPlans({ status: 'error' }),
    )
    return () => {
      live = false
    }
  }, [])

  const refreshCurrent = useCallback(async () => {
    if (!token) return setCurrent(null)
    try {
      setCurrent(await read.data(CurrentSubscriptionJson, '/subscriptions/current'))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setCurrent(null)
    }
  }, [token])

  useEffect(() => {
    void refreshCurrent()
  }, [refreshCurrent])

  return { signedIn: token !== null, plans, current, refreshCurrent }
}
