import type { PaymentStatus } from '../schemas/subscriptions.ts'

/** How a payment's state reads to customers and admins alike. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  processing: 'Processing',
  completed: 'Paid',
  failed: 'Declined',
  refunded: 'Refunded',
}
