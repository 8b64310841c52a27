import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { type AppError, conflict } from '../../errors.ts'
import { formatMoney } from '../../../shared/money.ts'
import type { PriceChangedDetails } from '../../../shared/schemas/subscriptions.ts'
import type { Payment } from '../../models/Payment.ts'
import { Subscription } from '../../models/Subscription.ts'
import { enqueueJob } from '../../services/jobs/queue.ts'
import { scheduleRenewal } from '../renewals.ts'
import { findAvailableVariation, findLiveSubscription, lockUser, PLAN_UNAVAILABLE, refuseWhileBusy } from '../subscriptions.ts'
import { periodEnd } from '../../../shared/rules/planPricing.ts'
import type { AttemptPlan } from './attempts.ts'
import { enqueueCardOnFile } from './cardOnFile.ts'
import { formatAmount } from './money.ts'
import { enqueueReceipt } from './receipts.ts'

/** How long after an unanswered charge the queue asks Square again. */
const SETTLE_AFTER_MS = 60_000

const NO_LONGER_PAYABLE = 'This subscription can no longer be paid. Please choose a plan again.'
const ALREADY_ACTIVE = 'You already have an active plan.'

/** The price the card form showed the buyer; a checkout sends it, the spec's two-step flow does not. */
export type ShownPrice = PriceChangedDetails

/** 409 with the price it would be now, which the card form shows and asks the buyer to accept. */
function priceChanged(amount: string, currency: string): AppError {
  const now: PriceChangedDetails = { amount: formatAmount(amount), currency: currency.trim() }
  return conflict(`The price of this plan is now ${formatMoney(now.amount, now.currency)}. Please confirm the new price to continue.`, now)
}

/**
 * Checks, at payment time and under the customer's lock, everything a first charge depends on: the
 * subscription is still pending, the customer has no live plan and no other first payment in flight,
 * and the plan is still on sale. The price and currency are read again now: a checkout is charged
 * only the price its card form showed (anything else answers 409 with the new price), and the spec's
 * two-step flow is charged the price on sale now.
 */
async function guardFirstPayment(app: AppContext, subscription: Subscription, trx: Knex.Transaction, shown?: ShownPrice): Promise<Subscription> {
  if (subscription.status !== 'pending') throw conflict(NO_LONGER_PAYABLE)
  await lockUser(subscription.user_id, trx)
  await refuseWhileBusy(subscription.user_id, trx)
  const available = await findAvailableVariation(subscription.subscription_plan_variation_id, trx)
  if (!available) throw conflict(`${PLAN_UNAVAILABLE} Please choose a plan again.`)
  const { variation } = available
  if (shown && (formatAmount(shown.amount) !== formatAmount(variation.price) || shown.currency !== variation.currency.trim())) {
    throw priceChanged(variation.price, variation.currency)
  }
  if (subscription.price === variation.price && subscription.currency.trim() === variation.currency.trim()) return subscription
  return subscription.$query(trx).patchAndFetch({ price: variation.price, currency: variation.currency, updated_at: app.now() })
}

/**
 * Starts the plan a completed first charge paid for, with its receipt and the card kept on file queued
 * in the same transaction; or says why it cannot start any more.
 */
async function activateFirstPeriod(
  app: AppContext,
  subscription: Subscription,
  payment: Payment,
  trx: Knex.Transaction,
): Promise<Subscription | string> {
  if (subscription.status !== 'pending') return 'The purchase was no longer open when the payment went through.'
  // The guard holds this lock too: without it, a guard could see this payment neither in flight nor
  // live (two statements, two snapshots) and let a second charge through.
  await lockUser(subscription.user_id, trx)
  if (await findLiveSubscription(subscription.user_id, trx)) return ALREADY_ACTIVE
  const start = app.now()
  const active = await subscription.$query(trx).patchAndFetch({
    status: 'active',
    started_at: start,
    current_period_start: start,
    current_period_end: periodEnd(start, subscription.billing_cycle),
    period_number: payment.period_number,
    updated_at: start,
  })
  await scheduleRenewal(trx, active)
  await enqueueReceipt(app, trx, payment, active)
  await enqueueCardOnFile(trx, payment, start)
  return active
}

/**
 * A held first attempt is replayed only while its purchase is open: abandoned, or another plan taken
 * meanwhile, it is marked failed rather than charged (and then refunded).
 */
async function purchaseClosed(subscription: Subscription, trx: Knex.Transaction): Promise<string | undefined> {
  if (subscription.status !== 'pending') return NO_LONGER_PAYABLE
  await lockUser(subscription.user_id, trx)
  return (await findLiveSubscription(subscription.user_id, trx)) ? ALREADY_ACTIVE : undefined
}

/**
 * The customer may well not try again after an unanswered charge: the queue asks Square once more,
 * with the same key, so a charge that did happen still activates the plan (and a receipt tells them).
 */
async function settleLater(app: AppContext, payment: Payment, trx: Knex.Transaction): Promise<void> {
  await enqueueJob(trx, {
    kind: 'payment_settle',
    payload: { subscription_id: payment.subscription_id, period: payment.period_number },
    runAt: new Date(app.now().getTime() + SETTLE_AFTER_MS),
    dedupeKey: `settle:${payment.idempotency_key}`,
  })
}

/** How a subscription's first period is charged: by a checkout, create-pending + process-payment, or a replay. */
export function firstPeriodPlan(app: AppContext, subscriptionId: number, sourceId: string, shown?: ShownPrice): AttemptPlan {
  return {
    kind: 'initial',
    subscriptionId,
    period: 1,
    sourceId,
    guard: (subscription, trx) => guardFirstPayment(app, subscription, trx, shown),
    apply: (subscription, payment, trx) => activateFirstPeriod(app, subscription, payment, trx),
    closed: purchaseClosed,
    onUnknown: (payment, trx) => settleLater(app, payment, trx),
  }
}
