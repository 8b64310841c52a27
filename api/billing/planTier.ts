import type { Knex } from 'knex'
import { Subscription } from '../models/Subscription.ts'
import { SubscriptionPlan } from '../models/SubscriptionPlan.ts'
import { LIVE_STATUSES } from '../../shared/schemas/subscriptions.ts'

export type PlanTier = 'free' | 'basic' | 'premium'

/** The tier a user's features follow: their live subscription's plan type, or Free without one. */
export async function planTierOf(userId: number, trx?: Knex.Transaction): Promise<PlanTier> {
  const live = await Subscription.query(trx)
    .where({ user_id: userId })
    .whereIn('status', LIVE_STATUSES)
    .first()
  if (!live) return 'free'
  const plan = await SubscriptionPlan.query(trx).findById(live.subscription_plan_id)
  return plan?.plan_type ?? 'free'
}
