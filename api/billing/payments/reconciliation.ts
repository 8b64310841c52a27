import type { AppContext } from '../../context.ts'
import { AppError } from '../../errors.ts'
import { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import type { JobPayload } from '../../services/jobs/defineJob.ts'
import { PaymentCard } from '../../models/PaymentCard.ts'
import { renewalPlan } from '../renewals.ts'
import { attemptCharge, place } from './attempts.ts'
import { firstPeriodPlan } from './firstPeriod.ts'
import { refundUnplacedPayment } from './refunds.ts'
import { settleFirstPayment } from './settlement.ts'

type Placement = 'placed' | 'activated' | 'refund'

/**
 * A captured first charge whose subscription never started: start it if it still can (pending, and
 * the customer has no other live plan), else record why not, in the same transaction.
 */
async function placeCapturedCharge(app: AppContext, payment: Payment): Promise<Placement> {
  if (payment.refund_reason) return 'refund'
  return app.knex.transaction(async (trx) => {
    const subscription = await Subscription.query(trx).findById(payment.subscription_id).forUpdate()
    // Started means placed: a subscription has one completed first-period payment (unique index).
    if (!subscription || subscription.started_at) return 'placed'
    const placed = await place(firstPeriodPlan(app, subscription.id, payment.source_id), subscription, payment, trx)
    if (typeof placed !== 'string') return 'activated'
    await Payment.query(trx).findById(payment.id).patch({ refund_reason: placed, updated_at: app.now() })
    return 'refund'
  })
}

/**
 * Replays a renewal's recorded attempt with its own key and card, so Square reports the charge it made
 * (or makes that one) instead of a fresh charge; the customer's Square id is the one their card on file has.
 */
async function replayRenewal(app: AppContext, payment: Payment): Promise<void> {
  const card = await PaymentCard.query().where({ user_id: payment.user_id }).first()
  try {
    await attemptCharge(app, renewalPlan(app, {
      subscriptionId: payment.subscription_id,
      period: payment.period_number,
      sourceId: payment.source_id,
      customerId: card?.square_customer_id,
    }))
  } catch (error) {
    // A held attempt of a subscription ended meanwhile is marked failed, not charged: an answer too.
    if (!(error instanceof AppError) || error.status >= 500) throw error
  }
}

/**
 * The safety net every charge gets, scheduled in the transaction that records it and run once its
 * lease is over, and again by the hourly sweep (housekeeping.ts) for any attempt still open without
 * one: money and plan must agree. A payment left "processing" (a crash, no answer, Square refusing
 * us) is replayed with its own key, so Square reports it instead of charging again; a captured first
 * charge without a started plan starts the plan or is refunded (so is one whose account was deleted);
 * a refund owed and not yet completed is made or asked after. An attempt still held by our own fault,
 * or a refund Square still has pending, ends the job quietly (the sweep comes back); anything else not
 * settled yet throws, and the queue runs it again later.
 */
export async function reconcilePayment(app: AppContext, payload: JobPayload<'payment_reconcile'>): Promise<void> {
  const latest = () =>
    Payment.query()
      .where({ subscription_id: payload.subscription_id, period_number: payload.period })
      .orderBy('attempt', 'desc')
      .first()
  let payment = await latest()
  if (payment?.status === 'processing') {
    if (payment.locked_until && payment.locked_until > app.now()) throw new Error(`payment ${payment.id} is still being charged`)
    if (payment.kind === 'initial') await settleFirstPayment(app, payload)
    else await replayRenewal(app, payment)
    payment = await latest()
  }
  if (payment?.status === 'processing') {
    if (payment.held_error) return
    throw new Error(`payment ${payment.id}: outcome still unknown`)
  }
  if (payment?.status !== 'completed') return
  // A renewal is recorded and placed in one transaction, so only a refund can be owed.
  const placement = payment.kind === 'initial' ? await placeCapturedCharge(app, payment) : payment.refund_reason ? 'refund' : 'placed'
  if (placement === 'refund') {
    const refunded = await refundUnplacedPayment(app, payment.id)
    // No retry of ours changes Square's answer: a refund Square gave up on stays owed, on the admin's
    // alert; one still pending is asked after by the hourly sweep (housekeeping.ts).
    if (refunded?.refund_status === 'FAILED' || refunded?.refund_status === 'PENDING') return
    if (refunded?.status !== 'refunded') throw new Error(`payment ${payment.id}: refund not completed`)
  }
}
