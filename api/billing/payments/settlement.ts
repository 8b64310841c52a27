import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../errors.ts'
import { purchaseDeclinedMessage } from '../../mail/templates/subscriptions.ts'
import { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import type { JobPayload } from '../../services/jobs/defineJob.ts'
import { enqueueMail } from '../../services/mailing.ts'
import { attemptCharge, type AttemptOutcome } from './attempts.ts'
import { declineMessage } from './declineMessages.ts'
import { firstPeriodPlan } from './firstPeriod.ts'
import { subscriptionRecipient } from '../subscriptionRecipient.ts'

/**
 * The customer left without an answer, so a decline found later reaches them by e-mail, queued in the
 * transaction that marks the payment failed.
 */
async function tellDeclined(app: AppContext, trx: Knex.Transaction, subscription: Subscription, declined: Payment): Promise<void> {
  const message = purchaseDeclinedMessage({
    ...(await subscriptionRecipient(trx, subscription)),
    publicUrl: app.config.publicUrl,
    reason: declineMessage(declined.error_code ?? 'UNKNOWN'),
  })
  await enqueueMail(trx, message, `purchase_declined:payment_${declined.id}`, app.now())
}

/** Replays the attempt; a guard that refuses it (the purchase closed meanwhile) is an answer too. */
async function replay(app: AppContext, subscription: Subscription, sourceId: string): Promise<AttemptOutcome | AppError> {
  try {
    return await attemptCharge(app, {
      ...firstPeriodPlan(app, subscription.id, sourceId),
      onDecline: (locked, declined, trx) => tellDeclined(app, trx, locked, declined),
    })
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return error
    throw error
  }
}

/**
 * The queue's second try at a first payment whose outcome Square did not report. It replays the
 * recorded attempt (same idempotency key and card token), so Square either reports the charge it
 * made or makes the one the customer asked for; nothing is ever charged twice. A decline is e-mailed
 * (the customer can choose the plan again); a still unknown outcome throws, and the queue retries.
 * An attempt Square refused for our own fault is left open for reconciliation (reconciliation.ts).
 */
export async function settleFirstPayment(app: AppContext, payload: JobPayload<'payment_settle'>): Promise<void> {
  // Not only pending ones: a charge that went through for a subscription ended since is refunded.
  const subscription = await Subscription.query().findById(payload.subscription_id)
  if (!subscription) return
  const latest = await Payment.query()
    .where({ subscription_id: subscription.id, period_number: payload.period })
    .orderBy('attempt', 'desc')
    .first()
  if (!latest || latest.status !== 'processing') return
  const settled = await replay(app, subscription, latest.source_id)
  if (settled instanceof AppError) {
    app.log.info({ subscriptionId: subscription.id, code: settled.code }, 'unanswered payment settled without a charge')
    return
  }
  if (settled.outcome === 'unknown') throw new Error(`payment ${settled.payment.id}: outcome still unknown (${settled.code})`)
}
