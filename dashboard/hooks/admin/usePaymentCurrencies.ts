import useSWR from 'swr'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { PaymentsConfigJson } from '../../../shared/schemas/subscriptions.ts'

/** The currencies the payment account settles in; plan prices may use only these. */
export function usePaymentCurrencies(): string[] {
  const { data } = useSWR<DataEnvelope<PaymentsConfigJson>>('/payments/config')
  return data?.data.currencies ?? []
}
