import type { SubscriptionPlan } from '../../models/SubscriptionPlan.ts'
import type { SubscriptionPlanVariation } from '../../models/SubscriptionPlanVariation.ts'
import type { AdminSubscriptionPlanJson, PlanVariationJson } from '../../../shared/schemas/subscriptionPlans.ts'

/** numeric(10,2) arrives as "20.00" from PostgreSQL; the fixed form keeps the wire at two decimals either way. */
const twoDecimals = (price: string) => Number(price).toFixed(2)

function presentPlanVariation(variation: SubscriptionPlanVariation): PlanVariationJson {
  return {
    id: variation.id,
    billing_cycle: variation.billing_cycle,
    price: twoDecimals(variation.price),
    currency: variation.currency.trim(),
    active: variation.active,
  }
}

/** A plan as administrators see it: inactive plans and variations included. */
export function presentAdminSubscriptionPlan(plan: SubscriptionPlan): AdminSubscriptionPlanJson {
  return {
    id: plan.id,
    name: plan.name,
    plan_type: plan.plan_type,
    description: plan.description,
    subtitle: plan.subtitle,
    features: plan.features,
    perfect_for: plan.perfect_for,
    active: plan.active,
    variations: (plan.variations ?? []).map(presentPlanVariation),
    created_at: plan.created_at.toISOString(),
    updated_at: plan.updated_at.toISOString(),
  }
}
