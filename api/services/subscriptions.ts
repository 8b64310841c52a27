import type { Knex } from 'knex'
import { addMonths } from 'date-fns/addMonths'
import { addYears } from 'date-fns/addYears'
import type { AppContext } from '../context.ts'
import { conflict, notFound, AppError } from '../errors.ts'
import { Subscription } from '../models/Subscription.ts'
import { SubscriptionPlan } from '../models/SubscriptionPlan.ts'
import { SubscriptionPlanVariation } from '../models/SubscriptionPlanVariation.ts'
import { cancelJobsFor } from './jobs/queue.ts'

export const LIVE_STATUSES = ['active', 'past_due'] as const

export const ALREADY_SUBSCRIBED = 'You already have an active plan. Cancel it first or wait for the period end.'

/** The end of a billing period that starts at `start`. */
export function periodEnd(start: Date, cycle: 'MONTHLY' | 'ANNUAL'): Date {
  return cycle === 'ANNUAL' ? addYears(start, 1) : addMonths(start, 1)
}

export function findLiveSubscription(userId: number, trx?: Knex.Transaction) {
  return Subscription.query(trx).where({ user_id: userId }).whereIn('status', LIVE_STATUSES).first()
}

/**
 * Starts a purchase: a pending subscription priced from the database (never from the client).
 * A customer with a live plan is refused (409) rather than given two plans; a repeated click for the
 * same variation reuses the pending subscription it already made.
 */
export async function createPendingSubscription(
  app: AppContext,
  input: { userId: number; planId: number; variationId: number },
): Promise<Subscription> {
  return app.knex.transaction(async (trx) => {
    const variation = await SubscriptionPlanVariation.query(trx).findById(input.variationId)
    if (!variation) throw notFound('Plan variation not found.')
    if (variation.subscription_plan_id !== input.planId) {
      throw new AppError(422, 'validation_failed', 'The chosen billing option does not belong to this plan.', {
        fields: { subscription_plan_variation_id: 'The chosen billing option does not belong to this plan.' },
      })
    }
    const plan = await SubscriptionPlan.query(trx).findById(input.planId)
    if (!plan || !plan.active || !variation.active) {
      throw new AppError(422, 'validation_failed', 'This plan is not available any more.', {
        fields: { subscription_plan_variation_id: 'This plan is not available any more.' },
      })
    }
    // Serialises a user's purchases, so two tabs cannot both pass the check below.
    await trx.raw('SELECT id FROM users WHERE id = ? FOR UPDATE', [input.userId])
    if (await findLiveSubscription(input.userId, trx)) throw conflict(ALREADY_SUBSCRIBED)
    const existing = await Subscription.query(trx)
      .where({ user_id: input.userId, subscription_plan_variation_id: variation.id, status: 'pending' })
      .where('price', variation.price)
      .orderBy('id', 'desc')
      .first()
    if (existing) return existing
    return Subscription.query(trx).insertAndFetch({
      user_id: input.userId,
      subscription_plan_id: plan.id,
      subscription_plan_variation_id: variation.id,
      status: 'pending',
      billing_cycle: variation.billing_cycle,
      price: variation.price,
      currency: variation.currency,
    })
  })
}

/** Cancels the live subscription now, as the spec says: irreversible, no further renewals. */
export async function cancelSubscription(app: AppContext, userId: number): Promise<Subscription> {
  return app.knex.transaction(async (trx) => {
    const live = await Subscription.query(trx).where({ user_id: userId }).whereIn('status', LIVE_STATUSES).forUpdate().first()
    if (!live) throw notFound('You have no active subscription.')
    const canceled = await live.$query(trx).patchAndFetch({ status: 'canceled', canceled_at: app.now(), updated_at: app.now() })
    await cancelJobsFor(trx, live.id, app.now())
    return canceled
  })
}
