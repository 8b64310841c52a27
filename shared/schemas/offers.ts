import { z } from 'zod'
import { isoDate, moneyJson, numericId } from './fields.ts'
import { AMOUNT_PATTERN, fromCents, toCents } from '../rules/cents.ts'
import { CarrierJson } from './carriers.ts'
import { InsuranceRequestJson, RequestNumberParams } from './insuranceRequestJson.ts'
import { FIRMNESS_LEVELS } from '../constants/firmness.ts'

/* ---- Offers an agent records on a request (issue #10): the form, the API's bodies and the response ---- */

export const OFFER_TERMS = [6, 12] as const
const OFFER_STATUSES = ['open', 'withdrawn', 'chosen', 'not_chosen', 'bound'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]
const MAX_INSTALMENTS = 12

const AMOUNT_MESSAGES = {
  invalid: 'Enter an amount in dollars, such as 120.50',
  negative: 'Amounts cannot be negative',
  decimals: 'Amounts have at most two decimal places',
  tooLarge: 'Amounts must be less than 100,000,000',
} as const

/** An exact amount sent as text ("120", "120.5", "120.50"), normalised to two decimals; never a float. */
const amount = z.string(AMOUNT_MESSAGES.invalid).transform((raw, ctx) => {
  const value = raw.trim()
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message })
    return z.NEVER
  }
  if (value.startsWith('-') && AMOUNT_PATTERN.test(value.slice(1))) return fail(AMOUNT_MESSAGES.negative)
  if (/^-?\d+\.\d{3,}$/.test(value)) return fail(AMOUNT_MESSAGES.decimals)
  if (/^\d{9,}(\.\d{1,2})?$/.test(value)) return fail(AMOUNT_MESSAGES.tooLarge)
  if (!AMOUNT_PATTERN.test(value)) return fail(AMOUNT_MESSAGES.invalid)
  return fromCents(toCents(value))
})

/** Whole dollars typed as digits or sent as an integer; empty means "not included". */
const wholeDollars = (message: string) =>
  z
    .union([z.string(), z.number()], message)
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .refine((value) => /^\d{0,7}$/.test(value), message)
    .transform((value) => (value === '' ? null : Number(value)))

const LIMITS_MESSAGE = 'Enter limits in thousands, such as 100/300/100'
const UM_MESSAGE = 'Enter UM/UIM limits in thousands, such as 100/300, or leave it empty'

export const OfferCoverages = z.object({
  pip: wholeDollars('Enter the PIP amount in whole dollars'),
  um_uim: z
    .string(UM_MESSAGE)
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^\d{1,4}\/\d{1,4}$/.test(value), UM_MESSAGE),
  med_pay: wholeDollars('Enter the medical payments amount in whole dollars'),
  comprehensive: z.boolean('Must be true or false').default(false),
  collision: z.boolean('Must be true or false').default(false),
  rental: wholeDollars('Enter the rental allowance per day in whole dollars'),
  roadside: z.boolean('Must be true or false').default(false),
})
export type OfferCoverages = z.output<typeof OfferCoverages>

const discounts = z
  .union([z.array(z.string().trim().max(60, 'Each discount is 60 characters or fewer')), z.string().max(600)], 'List the discounts applied')
  .default([])
  .transform((value) => (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter(Boolean))
  .refine((list) => list.length <= 12, 'List at most 12 discounts')

interface PaymentPlan {
  term_months: number
  premium: string
  down_payment: string
  monthly_instalment: string
  instalment_count: number
}

/** The down payment and instalments add up to the premium, within the term (offers and policies alike). */
export function checkInstalments(plan: PaymentPlan, ctx: z.RefinementCtx): void {
  if (plan.instalment_count > plan.term_months) {
    ctx.addIssue({ code: 'custom', path: ['instalment_count'], message: `A ${plan.term_months}-month term has at most ${plan.term_months} instalments` })
  }
  const total = toCents(plan.down_payment) + toCents(plan.monthly_instalment) * plan.instalment_count
  if (total !== toCents(plan.premium)) {
    ctx.addIssue({
      code: 'custom',
      path: ['monthly_instalment'],
      message: `Down payment plus ${plan.instalment_count} instalments of ${plan.monthly_instalment} is ${fromCents(total)}, not the premium of ${plan.premium}`,
    })
  }
}

const FIRMNESS_MESSAGE = 'Please choose how firm the price is'
const firmnessNote = z.string().trim().max(500, 'The note must be 500 characters or fewer').nullish().transform((value) => value || null)

export const OfferForm = z
  .object({
    carrier_id: z.coerce.number<number>('Please choose a carrier').int('Please choose a carrier').positive('Please choose a carrier'),
    term_months: z.coerce
      .number<number>('Term must be 6 or 12 months')
      .refine((value) => OFFER_TERMS.some((term) => term === value), 'Term must be 6 or 12 months'),
    premium: amount,
    down_payment: amount,
    monthly_instalment: amount,
    instalment_count: z.coerce
      .number<number>('Enter the number of instalments')
      .int('Enter a whole number of instalments')
      .min(0, 'Enter a whole number of instalments')
      .max(MAX_INSTALMENTS, `At most ${MAX_INSTALMENTS} instalments`),
    deductible: wholeDollars('Enter the deductible in whole dollars'),
    liability_limits: z.string(LIMITS_MESSAGE).trim().regex(/^\d{1,4}\/\d{1,4}\/\d{1,4}$/, LIMITS_MESSAGE),
    coverages: OfferCoverages,
    discounts,
    valid_until: isoDate,
    note: z.string().trim().max(1000, 'The note must be 1000 characters or fewer').nullish().transform((value) => value || null),
    // Omitted by clients from before issue #28, whose offers were the carrier's price to bind.
    firmness: z.enum(FIRMNESS_LEVELS, FIRMNESS_MESSAGE).default('bindable'),
    firmness_note: firmnessNote,
  })
  .superRefine(checkInstalments)
export type OfferForm = z.output<typeof OfferForm>
export type OfferFormInput = z.input<typeof OfferForm>

export const OfferBody = z.object({ offer: OfferForm }, 'Please send an offer.')
export type OfferBody = z.output<typeof OfferBody>

export const OfferIdParams = z.object({ id: numericId('Invalid offer ID.') })
export type OfferIdParams = z.output<typeof OfferIdParams>

export const RequestOfferParams = RequestNumberParams.extend({ id: numericId('Invalid offer ID.') })
export type RequestOfferParams = z.output<typeof RequestOfferParams>

export const WithdrawOfferBody = z.object(
  { reason: z.string('Please give a reason').trim().min(3, 'Please give a reason').max(500, 'The reason must be 500 characters or fewer') },
  'Please give a reason',
)
export type WithdrawOfferBody = z.output<typeof WithdrawOfferBody>

export const policyNumber = z
  .string('Please enter the policy number')
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/, 'Policy numbers are 3 to 40 letters, digits or dashes')

export const BindOfferBody = z.object(
  {
    policy_number: policyNumber,
    effective_date: isoDate,
  },
  'Please enter the policy number',
)
export type BindOfferBody = z.output<typeof BindOfferBody>

export const OfferJson = z.object({
  id: z.number(),
  request_number: z.string(),
  carrier: CarrierJson.pick({ id: true, name: true, rating: true, website: true, satisfaction_note: true, retired: true }),
  term_months: z.number(),
  premium: moneyJson,
  down_payment: moneyJson,
  monthly_instalment: moneyJson,
  instalment_count: z.number(),
  /** The premium spread per month and per 12 months, so 6- and 12-month offers compare fairly. */
  price_per_month: moneyJson,
  price_per_year: moneyJson,
  deductible: z.number().nullable(),
  liability_limits: z.string(),
  coverages: z.object({
    pip: z.number().nullable(),
    um_uim: z.string().nullable(),
    med_pay: z.number().nullable(),
    comprehensive: z.boolean(),
    collision: z.boolean(),
    rental: z.number().nullable(),
    roadside: z.boolean(),
  }),
  discounts: z.array(z.string()),
  valid_until: z.string(),
  /** Past its valid-until day: shown, never choosable. */
  expired: z.boolean(),
  note: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  withdrawal_reason: z.string().nullable(),
  chosen_at: z.iso.datetime().nullable(),
  firmness: z.enum(FIRMNESS_LEVELS),
  /** The agent's words on what could still change the price. */
  firmness_note: z.string().nullable(),
  /** The premium the customer agreed to: when they chose, then any final price they confirmed. */
  agreed_premium: moneyJson.nullable(),
  /** A chosen offer whose final price differs from the one agreed: binding waits for the customer. */
  price_to_confirm: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
export type OfferJson = z.infer<typeof OfferJson>

export const OFFER_EVENT_ACTIONS = ['offer_added', 'offer_changed', 'offer_withdrawn', 'offer_chosen', 'offer_bound', 'requote_requested', 'firmness_changed', 'price_confirmed'] as const

/** The final payment plan an agent gives when marking an offer bindable at a different price. */
const FinalPrice = z.object({ premium: amount, down_payment: amount, monthly_instalment: amount }, 'Please give the final price')

export const FirmnessForm = z
  .object({
    firmness: z.enum(FIRMNESS_LEVELS, FIRMNESS_MESSAGE),
    firmness_note: firmnessNote,
    final_price: FinalPrice.nullish().transform((value) => value ?? null),
  })
  .refine((form) => form.final_price === null || form.firmness === 'bindable', {
    path: ['final_price'],
    message: 'A final price is given only when marking the offer bindable',
  })
export type FirmnessForm = z.output<typeof FirmnessForm>

export const FirmnessBody = z.object({ offer: FirmnessForm }, 'Please say how firm the price is')
export type FirmnessBody = z.output<typeof FirmnessBody>

export const OfferEventJson = z.object({
  action: z.enum(OFFER_EVENT_ACTIONS),
  offer_id: z.number().nullable(),
  detail: z.string(),
  actor: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.iso.datetime(),
})
export type OfferEventJson = z.infer<typeof OfferEventJson>

/** Binding answers the bound offer and the request it made purchased. */
export const BoundOfferJson = z.object({ offer: OfferJson, insurance_request: InsuranceRequestJson })
export type BoundOfferJson = z.infer<typeof BoundOfferJson>
