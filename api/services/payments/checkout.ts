import type { AppContext } from '../../context.ts'
import { AppError, conflict, notFound, serviceUnavailable } from '../../errors.ts'
import { PaymentCard } from '../../models/PaymentCard.ts'
import { Subscription } from '../../models/Subscription.ts'
import { User } from '../../models/User.ts'
import { ALREADY_SUBSCRIBED, findLiveSubscription, periodEnd } from '../subscriptions.ts'
import { scheduleRenewal } from '../jobs/renewals.ts'
import { enqueueJob } from '../jobs/queue.ts'
import { sendReceipt } from './receipts.ts'
import { attemptCharge } from './attempts.ts'
import { declineMessage, UNCONFIRMED_MESSAGE } from './declineMessages.ts'
import { saveCard } from './squareGateway.ts'

/** How long after an unanswered charge the queue asks Square again. */
const SETTLE_AFTER_MS = 60_000

export const paymentFailed = (code: string) => new AppError(402, 'payment_failed', `Payment failed: ${declineMessage(code)}`)

/**
 * Pays the first period of the caller's pending subscription with a browser card token. Only a
 * completed charge activates it, in the transaction that records the payment; asking again for a
 * subscription that is already paid answers success without charging.
 */
export async function payPendingSubscription(
  app: AppContext,
  input: { userId: number; subscriptionId: number; cardToken: string },
): Promise<{ subscription: Subscription; alreadyPaid: boolean }> {
  const owned = await Subscription.query().findById(input.subscriptionId)
  if (!owned || owned.user_id !== input.userId) throw notFound('Subscription not found.')
  const result = await attemptCharge(app, {
    kind: 'initial',
    subscriptionId: owned.id,
    period: 1,
    sourceId: input.cardToken,
    async guard(subscription, trx) {
      if (subscription.status !== 'pending') throw conflict('This subscription can no longer be paid. Please choose a plan again.')
      if (await findLiveSubscription(subscription.user_id, trx)) throw conflict(ALREADY_SUBSCRIBED)
    },
    async apply(subscription, payment, trx) {
      const start = app.now()
      const end = periodEnd(start, subscription.billing_cycle)
      const active = await subscription.$query(trx).patchAndFetch({
        status: 'active',
        started_at: start,
        current_period_start: start,
        current_period_end: end,
        period_number: payment.period_number,
        updated_at: start,
      })
      await scheduleRenewal(trx, active)
      return active
    },
  })
  if (result.outcome === 'unknown') {
    // The customer may well not try again: the queue asks Square once more, with the same key, so a
    // charge that did happen still activates the plan (and a receipt tells them).
    await enqueueJob(app.knex, {
      kind: 'payment_settle',
      payload: { subscription_id: owned.id, period: 1 },
      runAt: new Date(app.now().getTime() + SETTLE_AFTER_MS),
      dedupeKey: `settle:${result.payment.idempotency_key}`,
    })
    throw serviceUnavailable(`Payment failed: ${UNCONFIRMED_MESSAGE}`)
  }
  if (result.outcome === 'declined') throw paymentFailed(result.code)
  if (!result.alreadyPaid) {
    await keepCardOnFile(app, input.userId, result.payment.square_payment_id)
    await sendReceipt(app, result.payment.id)
  }
  return { subscription: result.subscription, alreadyPaid: result.alreadyPaid }
}

/** Saves the paying card for renewals. A failure is logged: the purchase itself already succeeded. */
async function keepCardOnFile(app: AppContext, userId: number, squarePaymentId: string | null): Promise<void> {
  if (!squarePaymentId) return
  try {
    const user = await User.query().findById(userId)
    if (!user) return
    const existing = await PaymentCard.query().where({ user_id: userId }).first()
    const saved = await saveCard(app, {
      paymentId: squarePaymentId,
      customerId: existing?.square_customer_id ?? null,
      userId,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
    })
    const row = {
      square_customer_id: saved.customerId,
      square_card_id: saved.cardId,
      brand: saved.brand,
      last4: saved.last4,
      exp_month: saved.expMonth,
      exp_year: saved.expYear,
      updated_at: app.now(),
    }
    await PaymentCard.query().insert({ user_id: userId, ...row }).onConflict('user_id').merge()
  } catch (error) {
    app.log.error({ err: error, userId }, 'could not keep the card on file')
  }
}
