import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { conflict, notFound, AppError } from '../errors.ts'
import { Payment } from '../models/Payment.ts'
import { Subscription } from '../models/Subscription.ts'
import { SubscriptionPlan } from '../models/SubscriptionPlan.ts'
import { SubscriptionPlanVariation } from '../models/SubscriptionPlanVariation.ts'
import { subscriptionCanceledMessage } from '../mail/templates/subscriptions.ts'
import { cancelJobsFor } from '../services/jobs/queue.ts'
import { enqueueMail } from '../services/mailing.ts'
import { LIVE_STATUSES } from '../../shared/schemas/subscriptions.ts'
import { subscriptionRecipient } from './subscriptionRecipient.ts'
import { toCents } from './payments/money.ts'

const ALREADY_SUBSCRIBED = 'You already have an active plan. Cancel it first or wait for the period end.'

export function findLiveSubscription(userId: number, trx?: Knex.Transaction) {
  return Subscription.query(trx).where({ user_id: userId }).whereIn('status', LIVE_STATUSES).first()
}

export const PLAN_UNAVAILABLE = 'This plan is not available any more.'

const PAYMENT_IN_FLIGHT = 'Another payment of yours is still being processed. Please wait a few minutes and try again.'

/**
 * Refuses a purchase while the customer has a live plan or another first payment in flight. Callers
 * hold the customer's lock (lockUser), so the answer stays true until they commit.
 */
export async function refuseWhileBusy(userId: number, trx: Knex.Transaction): Promise<void> {
  if (await findLiveSubscription(userId, trx)) throw conflict(ALREADY_SUBSCRIBED)
  const inFlight = await Payment.query(trx).where({ user_id: userId, kind: 'initial', status: 'processing' }).first()
  if (inFlight) throw conflict(PAYMENT_IN_FLIGHT)
}

/**
 * A variation that can be bought now (it and its plan active, at a price above zero: a 0.00 price
 * saved before the plan form refused one cannot be charged), or undefined.
 */
export async function findAvailableVariation(variationId: number, trx: Knex.Transaction) {
  const variation = await SubscriptionPlanVariation.query(trx).findById(variationId)
  const plan = variation && (await SubscriptionPlan.query(trx).findById(variation.subscription_plan_id))
  if (!variation || !plan || !variation.active || !plan.active || toCents(variation.price) === 0n) return undefined
  return { variation, plan }
}

const unavailable = () =>
  new AppError(422, 'validation_failed', PLAN_UNAVAILABLE, { fields: { subscription_plan_variation_id: PLAN_UNAVAILABLE } })

/** Serialises a user's purchases (row lock), so two tabs cannot both pass the checks that follow. */
export async function lockUser(userId: number, trx: Knex.Transaction): Promise<void> {
  await trx.raw('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId])
}

/**
 * Starts a purchase: a pending subscription priced from the database (never from the client).
 * A customer with a live plan is refused (409) rather than given two plans; a repeated click for the
 * same variation reuses the pending subscription it already made. The price is read again when it is
 * paid (payments/firstPeriod.ts), so this is a quote, not a promise.
 */
export async function createPendingSubscription(
  app: AppContext,
  input: { userId: number; planId: number; variationId: number },
): Promise<Subscription> {
  return app.knex.transaction(async (trx) => {
    const exists = await SubscriptionPlanVariation.query(trx).findById(input.variationId)
    if (!exists) throw notFound('Plan variation not found.')
    if (exists.subscription_plan_id !== input.planId) {
      throw new AppError(422, 'validation_failed', 'The chosen billing option does not belong to this plan.', {
        fields: { subscription_plan_variation_id: 'The chosen billing option does not belong to this plan.' },
      })
    }
    const available = await findAvailableVariation(input.variationId, trx)
    if (!available) throw unavailable()
    await lockUser(input.userId, trx)
    if (await findLiveSubscription(input.userId, trx)) throw conflict(ALREADY_SUBSCRIBED)
    const existing = await Subscription.query(trx)
      .where({ user_id: input.userId, subscription_plan_variation_id: input.variationId, status: 'pending' })
      .whereNull('checkout_key')
      .orderBy('id', 'desc')
      .first()
    return existing ?? insertPending(trx, input.userId, available.variation)
  })
}

function insertPending(trx: Knex.Transaction, userId: number, variation: SubscriptionPlanVariation, checkoutKey: string | null = null) {
  return Subscription.query(trx).insertAndFetch({
    user_id: userId,
    subscription_plan_id: variation.subscription_plan_id,
    subscription_plan_variation_id: variation.id,
    status: 'pending',
    billing_cycle: variation.billing_cycle,
    price: variation.price,
    currency: variation.currency,
    checkout_key: checkoutKey,
  })
}

/**
 * The pending subscription of one checkout call: the one this idempotency key already made (a
 * retried click), else a new one. Refused before anything is charged when the plan is gone or the
 * customer already has one.
 */
export async function openCheckout(
  app: AppContext,
  input: { userId: number; variationId: number; checkoutKey: string },
): Promise<Subscription> {
  return app.knex.transaction(async (trx) => {
    await lockUser(input.userId, trx)
    const existing = await Subscription.query(trx).where({ user_id: input.userId, checkout_key: input.checkoutKey }).first()
    if (existing) {
      if (existing.subscription_plan_variation_id !== input.variationId) {
        throw new AppError(422, 'validation_failed', 'This checkout was started for another plan. Please try again.', {
          fields: { idempotency_key: 'This checkout was started for another plan. Please try again.' },
        })
      }
      return existing
    }
    if (!(await SubscriptionPlanVariation.query(trx).findById(input.variationId))) throw notFound('Plan variation not found.')
    const available = await findAvailableVariation(input.variationId, trx)
    if (!available) throw unavailable()
    // Refused here, a checkout leaves no pending subscription behind.
    await refuseWhileBusy(input.userId, trx)
    return insertPending(trx, input.userId, available.variation, input.checkoutKey)
  })
}

/** Cancels the live subscription now, as the spec says: irreversible, no further renewals, no refund (the e-mail says so). */
export async function cancelSubscription(app: AppContext, userId: number): Promise<Subscription> {
  return app.knex.transaction(async (trx) => {
    const live = await Subscription.query(trx).where({ user_id: userId }).whereIn('status', LIVE_STATUSES).forUpdate().first()
    if (!live) throw notFound('You have no active subscription.')
    const canceled = await live.$query(trx).patchAndFetch({ status: 'canceled', canceled_at: app.now(), updated_at: app.now() })
    await cancelJobsFor(trx, live.id, app.now())
    const lastPayment = await Payment.query(trx).where({ subscription_id: live.id, status: 'completed' }).orderBy('period_number', 'desc').first()
    const message = subscriptionCanceledMessage({
      ...(await subscriptionRecipient(trx, live)),
      publicUrl: app.config.publicUrl,
      canceledAt: app.now(),
      lastPayment: lastPayment ? { amount: lastPayment.amount, currency: lastPayment.currency, paidAt: lastPayment.updated_at } : null,
      paidUntil: live.current_period_end,
    })
    await enqueueMail(trx, message, `canceled:sub_${live.id}`, app.now())
    return canceled
  })
}
