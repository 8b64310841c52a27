import { z } from 'zod'
import { line, moneyJson, multiline, numericId } from './fields.ts'

/* ---- Subscription plans as administrators edit them: the plan form (spec §5) and the API's body ---- */

export const PLAN_TYPES = ['basic', 'premium'] as const
export const BILLING_CYCLES = ['MONTHLY', 'ANNUAL'] as const
export type BillingCycle = (typeof BILLING_CYCLES)[number]

export const PLAN_MESSAGES = {
  name: 'Plan name must be at least 3 characters.',
  nameTooLong: 'Plan name must be 100 characters or fewer.',
  planType: 'Plan type is required.',
  variations: 'At least one plan variation is required.',
  tooManyVariations: 'A plan can have at most 12 variations.',
  billingCycle: 'Billing cycle must be MONTHLY or ANNUAL.',
  price: 'Price must be a non-negative number.',
  priceTooLarge: 'Price must be less than 100,000,000.',
  // Plans are bought by card and Square charges no zero amount; the Free tier is no plan at all.
  priceZero: 'Price must be more than 0.00: plans are paid by card, and the Free tier needs no plan.',
  currency: 'Currency code must be 3 characters long (e.g., USD).',
  description: 'Description must be 1000 characters or fewer.',
  subtitle: 'Subtitle must be 120 characters or fewer.',
  features: 'Up to 12 features of at most 200 characters each.',
  perfectFor: 'Perfect for must be 300 characters or fewer.',
  invalidId: 'Invalid plan ID.',
  notFound: 'Plan not found.',
} as const

const PRICE_LIMIT = 100_000_000

/** A handful of billing options per plan; more only bloats the public plan list every visitor loads. */
export const MAX_PLAN_VARIATIONS = 12
/** The public plan list shows at most this many plans. */
export const PUBLIC_PLAN_LIMIT = 50

/** A price typed as text or sent as a number, normalised to a two-decimal string ("20" → "20.00"). */
const price = z
  .union([z.string(), z.number()], PLAN_MESSAGES.price)
  .transform((value, ctx) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim())
    if (!Number.isFinite(number) || number < 0) {
      ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.price })
      return z.NEVER
    }
    const rounded = Math.round(number * 100) / 100
    if (rounded === 0) {
      ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.priceZero })
      return z.NEVER
    }
    if (rounded >= PRICE_LIMIT) {
      ctx.addIssue({ code: 'custom', message: PLAN_MESSAGES.priceTooLarge })
      return z.NEVER
    }
    return rounded.toFixed(2)
  })

/** Billing cycles are compared case-insensitively (spec §3) and stored upper-case. */
const billingCycle = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(BILLING_CYCLES, PLAN_MESSAGES.billingCycle),
)

const currency = z
  .string(PLAN_MESSAGES.currency)
  .trim()
  .regex(/^[A-Za-z]{3}$/, PLAN_MESSAGES.currency)
  .transform((value) => value.toUpperCase())

export const PlanVariationForm = z.object({
  /** Present for a variation that already exists; absent for one added in the form. */
  id: z.number().int().positive().optional(),
  billing_cycle: billingCycle,
  price,
  currency,
  active: z.boolean().default(true),
})
export type PlanVariationForm = z.output<typeof PlanVariationForm>

/** Optional text; blank becomes null, which the landing page reads as "use the plan type's text". */
const optional = (text: z.ZodString, max: number, message: string) =>
  text
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null))

/** Features typed one per line in the form, or sent as a list; none at all becomes null. */
const features = z
  .union([z.string(), z.array(z.string())], PLAN_MESSAGES.features)
  .nullish()
  .transform((value) => (typeof value === 'string' ? value.split('\n') : (value ?? [])).map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(line().max(200, PLAN_MESSAGES.features)).max(12, PLAN_MESSAGES.features))
  .transform((list) => (list.length > 0 ? list : null))

export const PlanForm = z.object({
  name: line(PLAN_MESSAGES.name).min(3, PLAN_MESSAGES.name).max(100, PLAN_MESSAGES.nameTooLong),
  plan_type: z.enum(PLAN_TYPES, PLAN_MESSAGES.planType),
  description: optional(multiline(), 1000, PLAN_MESSAGES.description),
  subtitle: optional(line(), 120, PLAN_MESSAGES.subtitle),
  features,
  perfect_for: optional(multiline(), 300, PLAN_MESSAGES.perfectFor),
  active: z.boolean().default(true),
  variations: z
    .array(PlanVariationForm, PLAN_MESSAGES.variations)
    .min(1, PLAN_MESSAGES.variations)
    .max(MAX_PLAN_VARIATIONS, PLAN_MESSAGES.tooManyVariations),
})
export type PlanForm = z.output<typeof PlanForm>
export type PlanFormInput = z.input<typeof PlanForm>

export const SubscriptionPlanBody = z.object({ subscription_plan: PlanForm }, 'Please send a subscription_plan.')
export type SubscriptionPlanBody = z.output<typeof SubscriptionPlanBody>

export const PlanIdParams = z.object({
  id: numericId(PLAN_MESSAGES.invalidId),
})
export type PlanIdParams = z.output<typeof PlanIdParams>

/** What a new plan starts with (spec §5): basic, active, monthly and annual at 0.00 USD. */
export const newVariation = (billing_cycle: BillingCycle = 'MONTHLY') => ({
  billing_cycle,
  price: '0.00',
  currency: 'USD',
  active: true,
})

export const newPlanDefaults = (): PlanFormInput => ({
  name: '',
  plan_type: 'basic',
  description: '',
  subtitle: '',
  features: '',
  perfect_for: '',
  active: true,
  variations: [newVariation('MONTHLY'), newVariation('ANNUAL')],
})

/* ---- Responses ---- */

export const PlanVariationJson = z.object({
  id: z.number(),
  billing_cycle: z.enum(BILLING_CYCLES),
  /** Two decimals, e.g. "20.00". */
  price: moneyJson,
  currency: z.string().length(3),
  active: z.boolean(),
})
export type PlanVariationJson = z.infer<typeof PlanVariationJson>

export const AdminSubscriptionPlanJson = z.object({
  id: z.number(),
  name: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  description: z.string().nullable(),
  subtitle: z.string().nullable(),
  features: z.array(z.string()).nullable(),
  perfect_for: z.string().nullable(),
  active: z.boolean(),
  variations: z.array(PlanVariationJson),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
export type AdminSubscriptionPlanJson = z.infer<typeof AdminSubscriptionPlanJson>
