import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { PaymentsConfigJson } from '../../../shared/schemas/subscriptions.ts'

/** The currencies the payment account settles in; plan prices may use only these. */
export function usePaymentCurrencies(): string[] {
  const { data } = useSWR('/payments/config', fetchAs(dataEnvelope(PaymentsConfigJson)))
  return data?.data.currencies ?? []
}
