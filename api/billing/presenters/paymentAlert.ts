import type { Payment } from '../../models/Payment.ts'
import { formatAmount } from '../payments/money.ts'
import type { PaymentAlertJson } from '../../../shared/schemas/paymentAlerts.ts'

/** A payment on the admin's alert: a held attempt, or a refund Square gave up on (the amount still owed). */
export function presentPaymentAlert(payment: Payment): PaymentAlertJson {
  return {
    payment_id: payment.id,
    subscription_id: payment.subscription_id,
    user_id: payment.user_id,
    kind: payment.status === 'processing' ? 'charge_held' : 'refund_failed',
    reason: payment.held_error ?? `Refund ${payment.refund_status ?? 'FAILED'}`,
    amount: formatAmount(payment.amount),
    currency: payment.currency.trim(),
    since: payment.updated_at.toISOString(),
  }
}
