import type { CanceledSubscriptionJson, CurrentSubscriptionJson, PaidSubscriptionJson, PendingSubscriptionJson } from '../../../shared/schemas/subscriptions.ts'
import type { PaymentCard } from '../../models/PaymentCard.ts'
import type { Subscription } from '../../models/Subscription.ts'
import type { SubscriptionPlan } from '../../models/SubscriptionPlan.ts'
import { formatAmount } from '../payments/money.ts'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function presentSubscription(subscription: Subscription, plan: SubscriptionPlan, card: PaymentCard | undefined): CurrentSubscriptionJson {
  return {
    subscription_id: subscription.id,
    subscription_plan_id: subscription.subscription_plan_id,
    subscription_plan_variation_id: subscription.subscription_plan_variation_id,
    subscription_plan_name: plan.name,
    status: subscription.status,
    created_at: subscription.created_at.toISOString(),
    started_at: iso(subscription.started_at),
    current_period_end: iso(subscription.current_period_end),
    canceled_at: iso(subscription.canceled_at),
    billing_cycle: subscription.billing_cycle,
    price: formatAmount(subscription.price),
    currency: subscription.currency.trim(),
    card: card ? { brand: card.brand, last4: card.last4 } : null,
  }
}

export const presentPendingSubscription = (subscription: Subscription): PendingSubscriptionJson => ({ subscription_id: subscription.id })

export function presentPaidSubscription(subscription: Subscription, alreadyPaid: boolean): PaidSubscriptionJson {
  return {
    subscription_id: subscription.id,
    status: subscription.status,
    current_period_end: iso(subscription.current_period_end),
    already_paid: alreadyPaid,
  }
}

export function presentCanceledSubscription(subscription: Subscription): CanceledSubscriptionJson {
  return { subscription_id: subscription.id, status: subscription.status, canceled_at: iso(subscription.canceled_at) }
}
