import type { SubscriptionPlanJson } from '../../../shared/schemas/subscriptions.ts'
import type { SubscriptionPlan } from '../../models/SubscriptionPlan.ts'
import { formatAmount } from '../payments/money.ts'

export function presentSubscriptionPlan(plan: SubscriptionPlan): SubscriptionPlanJson {
  return {
    id: plan.id,
    name: plan.name,
    active: plan.active,
    plan_type: plan.plan_type,
    description: plan.description,
    subtitle: plan.subtitle,
    features: plan.features,
    perfect_for: plan.perfect_for,
    variations: (plan.variations ?? []).map((v) => ({
      id: v.id,
      active: v.active,
      billing_cycle: v.billing_cycle,
      price: formatAmount(v.price),
      currency: v.currency.trim(),
    })),
  }
}
