import type { PaymentJson } from '../../../shared/schemas/subscriptions.ts'
import type { Payment } from '../../models/Payment.ts'
import { formatAmount } from '../payments/money.ts'

export function presentPayment(payment: Payment, planName: string): PaymentJson {
  return {
    id: payment.id,
    subscription_id: payment.subscription_id,
    subscription_plan_name: planName,
    kind: payment.kind,
    amount: formatAmount(payment.amount),
    currency: payment.currency.trim(),
    status: payment.status,
    card_brand: payment.card_brand,
    card_last4: payment.card_last4,
    created_at: payment.created_at.toISOString(),
  }
}
