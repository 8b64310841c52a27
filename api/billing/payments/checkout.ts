import type { AppContext } from '../../context.ts'
import { AppError, conflict, notFound, serviceUnavailable } from '../../errors.ts'
import type { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import { formatMoney } from '../../../shared/money.ts'
import { openCheckout } from '../subscriptions.ts'
import { attemptCharge } from './attempts.ts'
import { declineMessage, PAYMENTS_DOWN_MESSAGE, UNCONFIRMED_MESSAGE } from './declineMessages.ts'
import { firstPeriodPlan, type ShownPrice } from './firstPeriod.ts'
import { formatAmount } from './money.ts'

const paymentFailed = (code: string) => new AppError(402, 'payment_failed', `Payment failed: ${declineMessage(code)}`)

/** The answer to a charge whose plan could not start: what happened, and that the money goes back. */
function refundedAnswer(payment: Payment, reason: string): AppError {
  const amount = formatMoney(formatAmount(payment.amount), payment.currency.trim())
  const state = payment.status === 'refunded' ? 'has been refunded' : 'is being refunded'
  return conflict(`${reason} Your payment of ${amount} ${state} to your card; it can take 5 to 10 business days to appear.`)
}

export interface PaidSubscription {
  subscription: Subscription
  alreadyPaid: boolean
}

/**
 * Pays the first period of the caller's pending subscription with a browser card token. Only a
 * completed charge activates it, in the transaction that records the payment; asking again for a
 * subscription that is already paid answers success without charging. A charge whose plan cannot
 * start is refunded and answered 409.
 */
export async function payPendingSubscription(
  app: AppContext,
  input: { userId: number; subscriptionId: number; cardToken: string; shown?: ShownPrice },
): Promise<PaidSubscription> {
  const owned = await Subscription.query().findById(input.subscriptionId)
  if (!owned || owned.user_id !== input.userId) throw notFound('Subscription not found.')
  const result = await attemptCharge(app, firstPeriodPlan(app, owned.id, input.cardToken, input.shown))
  // The settle job that asks Square again was queued with the unanswered attempt (firstPeriod.ts).
  if (result.outcome === 'unknown') throw serviceUnavailable(`Payment failed: ${UNCONFIRMED_MESSAGE}`)
  // Our side's fault, not the card's: the attempt stays open and reconciliation completes it once fixed.
  if (result.outcome === 'held') throw serviceUnavailable(`Payment failed: ${PAYMENTS_DOWN_MESSAGE}`)
  if (result.outcome === 'declined') throw paymentFailed(result.code)
  if (result.outcome === 'refunded') throw refundedAnswer(result.payment, result.reason)
  return { subscription: result.subscription, alreadyPaid: result.alreadyPaid }
}

/**
 * The spec's one checkout call: the plan's variation, a card token, the client's idempotency key and
 * the price its card form showed, which is the only price charged.
 */
export async function checkout(
  app: AppContext,
  input: { userId: number; variationId: number; cardToken: string; checkoutKey: string; shown: ShownPrice },
): Promise<PaidSubscription> {
  const pending = await openCheckout(app, input)
  return payPendingSubscription(app, { userId: input.userId, subscriptionId: pending.id, cardToken: input.cardToken, shown: input.shown })
}
