import { z } from 'zod'

/** Wire shapes of plans, subscriptions and payments (spec §3, §7). */

const id = (message: string) => z.coerce.number<number>(message).int(message).positive(message)

export const CARD_TOKEN_MESSAGE = 'Payment failed: Invalid card token'

export const CreatePendingBody = z.object({
  subscription_plan_variation_id: id('Please choose a plan.'),
  subscription_plan_id: id('Please choose a plan.'),
  // The spec's client sends status 'pending'; the server always decides it, so the value is ignored.
  status: z.unknown().optional(),
})
export type CreatePendingBody = z.infer<typeof CreatePendingBody>

export const ProcessPaymentBody = z.object({
  subscription_id: id('Subscription not found.'),
  // Checked in the handler so a missing token answers with the spec's own message.
  card_token: z.string().trim().max(512).optional(),
})
export type ProcessPaymentBody = z.infer<typeof ProcessPaymentBody>

export const BillingCycle = z.enum(['MONTHLY', 'ANNUAL'])
export type BillingCycle = z.infer<typeof BillingCycle>

export const PlanVariationJson = z.object({
  id: z.number(),
  active: z.boolean(),
  billing_cycle: BillingCycle,
  price: z.string().regex(/^\d+\.\d{2}$/),
  currency: z.string().length(3),
})
export type PlanVariationJson = z.infer<typeof PlanVariationJson>

export const SubscriptionPlanJson = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  plan_type: z.enum(['basic', 'premium']),
  description: z.string().nullable(),
  variations: z.array(PlanVariationJson),
})
export type SubscriptionPlanJson = z.infer<typeof SubscriptionPlanJson>

export const SubscriptionStatus = z.enum(['pending', 'active', 'past_due', 'canceled', 'expired'])

export const CurrentSubscriptionJson = z.object({
  subscription_id: z.number(),
  subscription_plan_id: z.number(),
  subscription_plan_variation_id: z.number(),
  subscription_plan_name: z.string(),
  status: SubscriptionStatus,
  created_at: z.string(),
  started_at: z.string().nullable(),
  current_period_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  billing_cycle: BillingCycle,
  price: z.string(),
  currency: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
})
export type CurrentSubscriptionJson = z.infer<typeof CurrentSubscriptionJson>

export const PaymentJson = z.object({
  id: z.number(),
  subscription_id: z.number(),
  subscription_plan_name: z.string(),
  kind: z.enum(['initial', 'renewal']),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(['processing', 'completed', 'failed']),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  created_at: z.string(),
})
export type PaymentJson = z.infer<typeof PaymentJson>

export const PaymentsConfigJson = z.object({
  application_id: z.string(),
  location_id: z.string(),
  environment: z.enum(['sandbox', 'production']),
  script_src: z.string().optional(),
  emulated: z.boolean(),
})
export type PaymentsConfigJson = z.infer<typeof PaymentsConfigJson>
