import useSWR from 'swr'
import { z } from 'zod'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { PaymentAlertJson } from '../../../shared/schemas/paymentAlerts.ts'

const PAYMENT_ALERTS_KEY = '/admin/payment_alerts'

/** Payments waiting on a fix of ours (held charges, failed refunds), oldest first. */
export function usePaymentAlerts() {
  const { data, error, isLoading } = useSWR(PAYMENT_ALERTS_KEY, fetchAs(dataEnvelope(z.array(PaymentAlertJson))), { dedupingInterval: 0, revalidateOnMount: true })
  return { alerts: data?.data, error, isLoading }
}
