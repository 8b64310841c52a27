import { BILLING_CYCLES, PLAN_DISPLAY } from '../../../shared/constants/plans.ts'
import type { BillingCycle, PlanVariationJson, SubscriptionPlanJson } from '../../../shared/schemas/subscriptions.ts'
import { formatMoney } from '../../../shared/money.ts'

/** What a plan card shows (spec §2): the same fields for the free tier's copy and the live plans. */
export interface PlanDisplayFields {
  title: string
  subtitle: string
  price: string
  priceSuffix: string
  billedInfo: string
  features: readonly string[]
  perfectFor: string
}

/** A plan as its card shows it: the price is the selected cycle's variation, the one that is bought. */
export interface PlanOffer extends PlanDisplayFields {
  plan: SubscriptionPlanJson
  variation: PlanVariationJson
}


const cycleInfo = (cycle: BillingCycle) => BILLING_CYCLES.find((c) => c.value === cycle) ?? BILLING_CYCLES[0]

const variationFor = (plan: SubscriptionPlanJson, cycle: BillingCycle) =>
  plan.variations.find((v) => v.active && v.billing_cycle.toUpperCase() === cycle)

/** Spec §2: a plan appears only when it is active and has an active variation in the selected cycle. */
export function offersFor(plans: readonly SubscriptionPlanJson[], cycle: BillingCycle): PlanOffer[] {
  return plans.flatMap((plan) => {
    const variation = plan.active ? variationFor(plan, cycle) : undefined
    if (!variation) return []
    const display = PLAN_DISPLAY[plan.plan_type]
    const info = cycleInfo(cycle)
    return [{
      plan,
      variation,
      // The plan's own name: admins may run several plans of one type.
      title: plan.name,
      subtitle: display.subtitle,
      price: formatMoney(variation.price, variation.currency),
      priceSuffix: info.priceSuffix,
      billedInfo: info.billedInfo,
      features: display.features,
      perfectFor: display.perfectFor,
    }]
  })
}

/** Finds the plan a variation id (from ?variation=) belongs to. */
export function findVariation(plans: readonly SubscriptionPlanJson[], variationId: number) {
  for (const plan of plans) {
    const variation = plan.variations.find((v) => v.id === variationId && v.active)
    if (plan.active && variation) return { plan, variation }
  }
  return undefined
}

/** Where a signed-out visitor goes to buy: account creation, then back to this checkout. */
export const signUpHref = (variationId: number) => `/create-account?redirect=${encodeURIComponent('/#plans')}&variation=${variationId}`
