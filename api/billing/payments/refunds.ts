import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { paymentRefundedMessage } from '../../mail/templates/subscriptions.ts'
import { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import { enqueueMail } from '../../services/mailing.ts'
import { toMinorUnits } from './money.ts'
import type { RefundResult } from '../gateway/paymentGateway.ts'
import { reachableRecipient } from '../subscriptionRecipient.ts'

/** Square's limit on refund keys is 45 characters; charge keys are far shorter. */
const refundKey = (payment: Payment) => `refund_${payment.idempotency_key}`

/** Makes the refund, or asks where the one already made stands. */
async function askSquare(app: AppContext, payment: Payment, squarePaymentId: string): Promise<RefundResult> {
  if (payment.square_refund_id) return app.payments.getRefund(payment.square_refund_id)
  const made = await app.payments.refund({
    paymentId: squarePaymentId,
    idempotencyKey: refundKey(payment),
    amountMinor: toMinorUnits(payment.amount, payment.currency),
    currency: payment.currency,
    reason: payment.refund_reason ?? '',
  })
  // Square answers PENDING at first; one look at once saves a round of the queue when it completed meanwhile.
  return made.outcome === 'pending' ? app.payments.getRefund(made.refundId) : made
}

/**
 * Gives back a completed charge that has no plan (its `refund_reason` says why), then tells the
 * customer. The key comes from the charge's own, so running this twice makes one refund and sends one
 * e-mail. The refund is done only when Square says COMPLETED: PENDING is recorded and asked after by
 * the reconciliation job; FAILED leaves the money owed, on the admin's alert (paymentAlerts.ts); no
 * answer throws, and the reconciliation job tries again.
 */
export async function refundUnplacedPayment(app: AppContext, paymentId: number): Promise<Payment | undefined> {
  const payment = await Payment.query().findById(paymentId)
  if (!payment || payment.status !== 'completed' || !payment.refund_reason || !payment.square_payment_id) return payment
  if (payment.refund_status === 'FAILED') return payment
  const result = await askSquare(app, payment, payment.square_payment_id)
  const now = app.now()
  if (result.outcome === 'pending' || result.outcome === 'failed') {
    const status = result.outcome === 'pending' ? 'PENDING' : 'FAILED'
    return payment.$query().patchAndFetch({ square_refund_id: result.refundId, refund_status: status, updated_at: now })
  }
  if (result.outcome !== 'refunded') throw new Error(`refund of payment ${payment.id}: ${result.outcome} (${result.code})`)
  return app.knex.transaction(async (trx) => {
    const changed = await Payment.query(trx)
      .where({ id: payment.id, status: 'completed' })
      .patch({ status: 'refunded', square_refund_id: result.refundId, refund_status: null, refunded_at: now, updated_at: now })
    const refunded = await Payment.query(trx).findById(payment.id)
    if (changed > 0 && refunded) await tellRefunded(app, trx, refunded)
    return refunded
  })
}

/** The customer's refund e-mail, queued in the transaction that records the refund; a deleted account has no address. */
async function tellRefunded(app: AppContext, trx: Knex.Transaction, payment: Payment): Promise<void> {
  const subscription = await Subscription.query(trx).findById(payment.subscription_id)
  if (!subscription) throw new Error(`payment ${payment.id} has no subscription`)
  const recipient = await reachableRecipient(trx, subscription)
  if (!recipient) return
  await enqueueMail(trx, paymentRefundedMessage({
    ...recipient,
    publicUrl: app.config.publicUrl,
    amount: payment.amount,
    currency: payment.currency.trim(),
    reason: payment.refund_reason ?? 'it could not be started.',
  }), `payment_refunded:${payment.id}`, app.now())
}
