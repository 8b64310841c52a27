import { z } from 'zod'
import { moneyJson } from './fields.ts'

/** Wire shapes of plans, subscriptions and payments (spec §3, §7). */

const id = (message: string) => z.coerce.number<number>(message).int(message).positive(message)

export const CARD_TOKEN_MESSAGE = 'Payment failed: Invalid card token'
const PRICE_SHOWN_MESSAGE = 'Please reload the page to see the current price.'

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

export const CheckoutBody = z.object({
  subscription_plan_variation_id: id('Please choose a plan.'),
  // Checked in the handler so a missing token answers with the spec's own message.
  card_token: z.string().trim().max(512).optional(),
  /** Made by the client once per checkout: a retried call finds the purchase and charge it already made. */
  idempotency_key: z.string('Please try again.').trim().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Please try again.'),
  /** The price the card form showed ("21.50"): a different price at payment time is answered 409, never charged. */
  amount: z.string(PRICE_SHOWN_MESSAGE).trim().regex(/^\d{1,8}\.\d{2}$/, PRICE_SHOWN_MESSAGE),
  currency: z.string(PRICE_SHOWN_MESSAGE).trim().regex(/^[A-Z]{3}$/, PRICE_SHOWN_MESSAGE),
})
export type CheckoutBody = z.infer<typeof CheckoutBody>

/** The 409 `details` of a checkout whose price changed since the buyer saw it: the price it would be now. */
export const PriceChangedDetails = z.object({ amount: z.string(), currency: z.string() })
export type PriceChangedDetails = z.infer<typeof PriceChangedDetails>

export const BillingCycle = z.enum(['MONTHLY', 'ANNUAL'])
export type BillingCycle = z.infer<typeof BillingCycle>

export const PlanVariationJson = z.object({
  id: z.number(),
  active: z.boolean(),
  billing_cycle: BillingCycle,
  price: moneyJson,
  currency: z.string().length(3),
})
export type PlanVariationJson = z.infer<typeof PlanVariationJson>

export const SubscriptionPlanJson = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  plan_type: z.enum(['basic', 'premium']),
  description: z.string().nullable(),
  /** The plan's own landing-page text; null means the plan type's. */
  subtitle: z.string().nullable(),
  features: z.array(z.string()).nullable(),
  perfect_for: z.string().nullable(),
  variations: z.array(PlanVariationJson),
})
export type SubscriptionPlanJson = z.infer<typeof SubscriptionPlanJson>

/** A subscription's states, as the database's check constraint lists them. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'canceled', 'expired'] as const
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number]
/** The states in which a plan is the customer's: paid, or renewing after a decline. */
export const LIVE_STATUSES = ['active', 'past_due'] as const satisfies readonly SubscriptionStatusName[]
const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES)

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

export const PAYMENT_SUCCESS_MESSAGE = 'Payment successful! Your subscription is now active.'

/** The answer to a paid checkout or process-payment. */
export const PaidSubscriptionJson = z.object({
  subscription_id: z.number(),
  status: SubscriptionStatus,
  current_period_end: z.string().nullable(),
  /** True when an earlier attempt had already paid (a double click or a retry): nothing was charged twice. */
  already_paid: z.boolean(),
})
export type PaidSubscriptionJson = z.infer<typeof PaidSubscriptionJson>

export const PaymentStatus = z.enum(['processing', 'completed', 'failed', 'refunded'])
export type PaymentStatus = z.infer<typeof PaymentStatus>

export const PaymentJson = z.object({
  id: z.number(),
  subscription_id: z.number(),
  subscription_plan_name: z.string(),
  kind: z.enum(['initial', 'renewal']),
  amount: z.string(),
  currency: z.string(),
  status: PaymentStatus,
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
  /** What the payment account settles in; plan prices may use only these (PAYMENT_CURRENCIES). */
  currencies: z.array(z.string().length(3)),
})
export type PaymentsConfigJson = z.infer<typeof PaymentsConfigJson>

/** The answer to starting a purchase: the pending subscription to pay for. */
export const PendingSubscriptionJson = z.object({ subscription_id: z.number() })
export type PendingSubscriptionJson = z.infer<typeof PendingSubscriptionJson>


export const CanceledSubscriptionJson = z.object({
  subscription_id: z.number(),
  status: SubscriptionStatus,
  canceled_at: z.string().nullable(),
})
export type CanceledSubscriptionJson = z.infer<typeof CanceledSubscriptionJson>
