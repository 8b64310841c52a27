import useSWR from 'swr'
import { useStore } from '@nanostores/react'
import { ApiError, read } from '../kit/api.ts'
import { $session } from '../kit/session.ts'
import { CurrentSubscriptionJson, PaymentJson } from '../../shared/schemas/subscriptions.ts'

const CURRENT_SUBSCRIPTION_KEY = '/subscriptions/current'
const PAYMENT_HISTORY_KEY = '/subscriptions/payments'

/** Spec §7: 404 means the customer has no subscription, which is an answer, not an error. */
async function fetchCurrent(path: string): Promise<CurrentSubscriptionJson | null> {
  try {
    return await read.data(CurrentSubscriptionJson, path)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The signed-in customer's live subscription, or null without one (cached 5 minutes, spec §9). */
export function useCurrentSubscription() {
  const { token } = useStore($session)
  const { data, error, isLoading, mutate } = useSWR(token ? CURRENT_SUBSCRIPTION_KEY : null, fetchCurrent)
  return { subscription: data, error, isLoading, mutate }
}

/** The customer's receipts, newest first. */
export function usePaymentHistory() {
  const { token } = useStore($session)
  const { data, error, isLoading, mutate } = useSWR(token ? PAYMENT_HISTORY_KEY : null, (path: string) => read.list(PaymentJson, path))
  return { payments: data?.data, error, isLoading, mutate }
}
