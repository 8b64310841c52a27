import useSWR from 'swr'
import { useStore } from '@nanostores/react'
import { api, ApiError } from '../lib/api.ts'
import { $session } from '../stores/session.ts'
import type { DataEnvelope, ListEnvelope } from '../../shared/contract.ts'
import type { CurrentSubscriptionJson, PaymentJson } from '../../shared/schemas/subscriptions.ts'

export const CURRENT_SUBSCRIPTION_KEY = '/subscriptions/current'
export const PAYMENT_HISTORY_KEY = '/subscriptions/payments'

/** Spec §7: 404 means the customer has no subscription, which is an answer, not an error. */
async function fetchCurrent(path: string): Promise<CurrentSubscriptionJson | null> {
  try {
    return (await api.get<DataEnvelope<CurrentSubscriptionJson>>(path)).data
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
  const { data, error, isLoading, mutate } = useSWR<ListEnvelope<PaymentJson>>(token ? PAYMENT_HISTORY_KEY : null)
  return { payments: data?.data, error, isLoading, mutate }
}
