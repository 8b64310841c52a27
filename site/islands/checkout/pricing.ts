import { PLAN_DISPLAY } from '../../../shared/constants/plans.ts'
import { annualCopy, monthlyCopy, variationFor } from '../../../shared/rules/planPricing.ts'
import type { BillingCycle, PlanVariationJson, SubscriptionPlanJson } from '../../../shared/schemas/subscriptions.ts'

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

/** Annual cards show the per-month equivalent, the yearly charge and the saving against monthly. */
const priceCopy = (plan: SubscriptionPlanJson, variation: PlanVariationJson) =>
  variation.billing_cycle === 'ANNUAL' ? annualCopy(variation, variationFor(plan, 'MONTHLY')) : monthlyCopy(variation)

/** Spec §2: a plan appears only when it is active and has an active variation in the selected cycle. */
export function offersFor(plans: readonly SubscriptionPlanJson[], cycle: BillingCycle): PlanOffer[] {
  return plans.flatMap((plan) => {
    const variation = plan.active ? variationFor(plan, cycle) : undefined
    if (!variation) return []
    // The plan's own name and text: admins may run several plans of one type. Empty text falls back to the type's.
    const typeText = PLAN_DISPLAY[plan.plan_type]
    return [{
      plan,
      variation,
      title: plan.name,
      subtitle: plan.subtitle ?? typeText.subtitle,
      ...priceCopy(plan, variation),
      features: plan.features ?? typeText.features,
      perfectFor: plan.perfect_for ?? typeText.perfectFor,
    }]
  })
}

/** The Free tier's card in a cycle: "$0/month" monthly, plain "$0" when the cycle is annual. */
export const freeInCycle = (free: PlanDisplayFields, cycle: BillingCycle): PlanDisplayFields =>
  cycle === 'ANNUAL' ? { ...free, priceSuffix: '' } : free

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
