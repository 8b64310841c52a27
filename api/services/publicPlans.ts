import { SubscriptionPlan } from '../models/SubscriptionPlan.ts'
import { presentSubscriptionPlan } from '../presenters/subscriptionPlan.ts'
import { MAX_PLAN_VARIATIONS, PUBLIC_PLAN_LIMIT } from '../../shared/schemas/subscriptionPlans.ts'
import type { SubscriptionPlanJson } from '../../shared/schemas/subscriptions.ts'

/**
 * How long a process may answer the public plan list from memory. This process forgets it at once
 * on an admin write (forgetPublicPlans); other API workers see the change within this bound, far
 * inside the minute the answer already tells browsers and CDNs they may keep it.
 */
export const PUBLIC_PLANS_TTL_MS = 2000

interface Cached {
  body: { data: SubscriptionPlanJson[] }
  expiresAt: number
}

let cached: Cached | null = null
let loading: Promise<Cached> | null = null
// Bumped by every forget, so a load that started before a write never stores what it read.
let generation = 0

async function load(): Promise<{ data: SubscriptionPlanJson[] }> {
  const plans = await SubscriptionPlan.query()
    .where({ active: true })
    .withGraphFetched('variations(active)')
    .modifiers({ active: (q) => q.where({ active: true }) })
    .orderBy('id')
    .limit(PUBLIC_PLAN_LIMIT)
  // Rows written before the variation cap existed are cut to it.
  return { data: plans.map(presentSubscriptionPlan).map((plan) => ({ ...plan, variations: plan.variations.slice(0, MAX_PLAN_VARIATIONS) })) }
}

/**
 * The active plans with their active variations: one database read per process every couple of
 * seconds at most, however many visitors ask (and concurrent askers share that read). The same
 * object is answered until it changes, so the router serialises and tags it once.
 */
export async function publicPlans(now = Date.now()): Promise<{ data: SubscriptionPlanJson[] }> {
  if (cached && cached.expiresAt > now) return cached.body
  if (!loading) {
    const started = generation
    loading = load().then(
      (body) => {
        const entry = { body, expiresAt: Date.now() + PUBLIC_PLANS_TTL_MS }
        if (started === generation) cached = entry
        loading = null
        return entry
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
  }
  return (await loading).body
}

/** Called after every committed write to plans or their variations. */
export function forgetPublicPlans(): void {
  generation++
  cached = null
  loading = null
}
