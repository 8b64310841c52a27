import { z } from 'zod'
import { emptyAsMissing, isoDate, line, moneyJson, numericId, requiredText, tooLong } from './fields.ts'
import { pageQuery } from './pagination.ts'
import { checkInstalments, OfferCoverages, OfferForm, policyNumber } from './offers.ts'
import { isStateCode } from '../constants/states.ts'
import { AUTHORIZATION_MESSAGE } from '../constants/requestOptions.ts'
import { normalizeVin, VIN_LENGTH, vinProblem } from '../rules/vin.ts'

/* ---- Insurance policies (issue #26): bound here or added from any provider; the form, bodies and responses ---- */

export const POLICY_STATUSES = ['active', 'renewal_pending', 'renewed', 'expired', 'cancelled'] as const
/** Why a customer may not change a policy bound here: its ID card and summary carry our name. */
export const BOUND_POLICY_LOCKED = 'This policy was bound through GetQuote, so our agents keep its details. Contact support to correct them.'

/** In force with their expiration day ahead: what expires, gets its renewal notice and renews. */
export const LIVE_POLICY_STATUSES: readonly string[] = ['active', 'renewal_pending']
export type PolicyStatus = (typeof POLICY_STATUSES)[number]
export const POLICY_STATUS_LABELS: Record<PolicyStatus, string> = {
  active: 'Active',
  renewal_pending: 'Renewal pending',
  renewed: 'Renewed',
  expired: 'Expired',
  cancelled: 'Cancelled',
}

/** 'bound': made here by binding an offer; 'added': a policy from any provider the customer typed in. */
const POLICY_ORIGINS = ['bound', 'added'] as const
export type PolicyOrigin = (typeof POLICY_ORIGINS)[number]

const POLICY_EVENT_ACTIONS = [
  'policy_bound', 'policy_added', 'policy_changed', 'requote_requested', 'policy_expired', 'document_uploaded',
  'renewal_noticed', 'reshop_opened', 'auto_reshop_changed', 'renewal_recorded', 'policy_renewed', 'cancellation_scheduled', 'policy_cancelled',
] as const
export type PolicyEventAction = (typeof POLICY_EVENT_ACTIONS)[number]

const MAX_VEHICLES = 10
const MAX_DRIVERS = 10
const CARRIER_MESSAGE = 'Please choose a carrier or type its name'
const VIN_MESSAGE = `A VIN has ${VIN_LENGTH} letters and digits; please check it against your registration`

const optionalLine = (max: number) => line().max(max, tooLong(max)).nullish().transform((value) => value || null)

const vin = z
  .string('Please enter the VIN')
  .transform(normalizeVin)
  .refine((value) => value.length > 0, 'Please enter the VIN')
  .refine((value) => value.length === 0 || vinProblem(value) === null, VIN_MESSAGE)

export const PolicyVehicle = z.object({
  vin,
  year: z.preprocess(
    emptyAsMissing,
    z.coerce.number<number>('Enter the model year, such as 2021').int('Enter the model year, such as 2021').min(1950, 'Enter the model year, such as 2021').max(2100, 'Enter the model year, such as 2021').nullish(),
  ).transform((value) => value ?? null),
  make: optionalLine(60),
  model: optionalLine(60),
  financed: z.boolean('Must be true or false').default(false),
  leased: z.boolean('Must be true or false').default(false),
})
export type PolicyVehicle = z.output<typeof PolicyVehicle>

export const PolicyDriver = z.object({ name: requiredText('Please enter the driver\'s name', 100) })
export type PolicyDriver = z.output<typeof PolicyDriver>

const { term_months, premium, down_payment, monthly_instalment, instalment_count, deductible, liability_limits } = OfferForm.shape

/** One term of a policy as typed: the policy's current one, or a renewal the carrier sent. */
export const PolicyTermsForm = z.object({
  term_months,
  effective_date: isoDate,
  premium,
  down_payment,
  monthly_instalment,
  instalment_count,
  deductible,
  liability_limits,
  coverages: OfferCoverages,
  discounts: OfferForm.shape.discounts,
  vehicles: z.array(PolicyVehicle, 'Add at least one vehicle').min(1, 'Add at least one vehicle').max(MAX_VEHICLES, `At most ${MAX_VEHICLES} vehicles`),
  drivers: z.array(PolicyDriver, 'Add at least one driver').min(1, 'Add at least one driver').max(MAX_DRIVERS, `At most ${MAX_DRIVERS} drivers`),
})

/** The policy as its owner types it (or an agent corrects it); the expiration date follows from the term. */
export const InsurancePolicyForm = z
  .object({
    carrier_id: z.preprocess(emptyAsMissing, z.coerce.number<number>(CARRIER_MESSAGE).int(CARRIER_MESSAGE).positive(CARRIER_MESSAGE).nullish()).transform((value) => value ?? null),
    /** A carrier GetQuote does not work with, typed in. */
    carrier_name: optionalLine(100),
    policy_number: policyNumber,
    state: z.string('Please choose a state from the list').trim().toUpperCase().refine(isStateCode, 'Please choose a state from the list'),
    ...PolicyTermsForm.shape,
    homeowner: z.boolean('Must be true or false').default(false),
  })
  .superRefine((policy, ctx) => {
    if ((policy.carrier_id === null) === (policy.carrier_name === null)) ctx.addIssue({ code: 'custom', path: ['carrier_id'], message: CARRIER_MESSAGE })
    checkInstalments(policy, ctx)
  })
export type InsurancePolicyForm = z.output<typeof InsurancePolicyForm>
export type InsurancePolicyFormInput = z.input<typeof InsurancePolicyForm>

export const InsurancePolicyBody = z.object({ policy: InsurancePolicyForm }, 'Please send a policy.')
export type InsurancePolicyBody = z.output<typeof InsurancePolicyBody>

/** The add-a-policy form before anything is typed. */
export function blankInsurancePolicy(): InsurancePolicyFormInput {
  return {
    carrier_id: '',
    carrier_name: '',
    policy_number: '',
    state: '',
    term_months: 12,
    effective_date: '',
    premium: '',
    down_payment: '',
    monthly_instalment: '0',
    instalment_count: 0,
    deductible: '',
    liability_limits: '',
    coverages: { pip: '', um_uim: '', med_pay: '', comprehensive: false, collision: false, rental: '', roadside: false },
    discounts: [],
    vehicles: [{ vin: '', year: '', make: '', model: '', financed: false, leased: false }],
    drivers: [{ name: '' }],
    homeowner: false,
  }
}

export const PolicyIdParams = z.object({ id: numericId('Invalid policy ID.') })
export type PolicyIdParams = z.output<typeof PolicyIdParams>

export const PolicyListQuery = pageQuery(20)
export type PolicyListQuery = z.output<typeof PolicyListQuery>

export const EXPIRING_WINDOWS = [7, 30, 45] as const

export const AdminPolicyListQuery = z.object({
  /** Active or renewal-pending policies whose cover ends within this many days. */
  expiring: z.preprocess(
    emptyAsMissing,
    z.coerce.number<number>('Expiring must be 7, 30 or 45 days').refine((days) => EXPIRING_WINDOWS.some((window) => window === days), 'Expiring must be 7, 30 or 45 days').optional(),
  ),
  status: z.preprocess(emptyAsMissing, z.enum(POLICY_STATUSES, 'Unknown status').optional()),
  origin: z.preprocess(emptyAsMissing, z.enum(POLICY_ORIGINS, 'Unknown origin').optional()),
  /** Live policies expiring from this day to `expires_to` (both included): a week of the X-date view. */
  expires_from: z.preprocess(emptyAsMissing, isoDate.optional()),
  expires_to: z.preprocess(emptyAsMissing, isoDate.optional()),
  /** 'open': policies whose renewal re-shop request is still waiting for the agent's offers. */
  reshop: z.preprocess(emptyAsMissing, z.enum(['open'], 'Re-shop must be open').optional()),
  ...pageQuery(20).shape,
})
export type AdminPolicyListQuery = z.output<typeof AdminPolicyListQuery>

/** Where to reach the customer when no earlier request of theirs in the policy's state says so. */
const RequoteContact = z.object({
  street: requiredText('* required', 200),
  city: requiredText('* required', 100),
  zip: requiredText('* required', 10),
  phone_number: requiredText('* required', 30),
})

/** Turning automatic re-shopping on authorizes the quote request it will open, as the one-click re-quote does. */
export const AutoReshopBody = z
  .object({ auto_reshop: z.boolean('Must be true or false'), authorization: z.boolean(AUTHORIZATION_MESSAGE).default(false) })
  .refine((body) => !body.auto_reshop || body.authorization, { path: ['authorization'], message: AUTHORIZATION_MESSAGE })
export type AutoReshopBody = z.output<typeof AutoReshopBody>

export const RequoteBody = z.object({
  authorization: z.boolean(AUTHORIZATION_MESSAGE).refine((value) => value, AUTHORIZATION_MESSAGE),
  contact: RequoteContact.optional(),
})
export type RequoteBody = z.output<typeof RequoteBody>

/** One term of a policy as the API answers it: the current one, a past one, or a renewal offered. */
export const PolicyTermsJson = z.object({
  term_months: z.number(),
  effective_date: z.string(),
  expiration_date: z.string(),
  premium: moneyJson,
  down_payment: moneyJson,
  monthly_instalment: moneyJson,
  instalment_count: z.number(),
  deductible: z.number().nullable(),
  liability_limits: z.string(),
  coverages: OfferCoverages,
  discounts: z.array(z.string()),
  vehicles: z.array(z.object({ vin: z.string(), year: z.number().nullable(), make: z.string().nullable(), model: z.string().nullable(), financed: z.boolean(), leased: z.boolean() })),
  drivers: z.array(z.object({ name: z.string() })),
})

export const InsurancePolicyJson = z.object({
  id: z.number(),
  origin: z.enum(POLICY_ORIGINS),
  /** The offer and request it was bound from, when bound here. */
  offer_id: z.number().nullable(),
  request_number: z.string().nullable(),
  carrier_id: z.number().nullable(),
  carrier_name: z.string(),
  policy_number: z.string(),
  state: z.string(),
  ...PolicyTermsJson.shape,
  homeowner: z.boolean(),
  status: z.enum(POLICY_STATUSES),
  status_changed_at: z.iso.datetime(),
  /** The day a policy replaced by a re-shop offer ends (the new one's first day), while it is still in force. */
  cancellation_date: z.string().nullable(),
  /** Whether a re-shop request opens by itself at the renewal notice. */
  auto_reshop: z.boolean(),
  /** The re-shop request opened for this term's renewal, if any. */
  reshop_request_number: z.string().nullable(),
  owner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
export type InsurancePolicyJson = z.infer<typeof InsurancePolicyJson>

export const PolicyEventJson = z.object({
  action: z.enum(POLICY_EVENT_ACTIONS),
  detail: z.string(),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
})
export type PolicyEventJson = z.infer<typeof PolicyEventJson>

/** The admin's policy page: the policy and its history. */
export const AdminPolicyJson = InsurancePolicyJson.extend({ events: z.array(PolicyEventJson) })
export type AdminPolicyJson = z.infer<typeof AdminPolicyJson>

const COVERAGE_CHECK_CODES = [
  'liability_below_minimum', 'pip_below_minimum', 'no_um_uim', 'no_med_pay', 'lender_cover_missing',
  'homeowner_liability', 'high_deductible', 'expiring_soon', 'expired',
] as const

export const CoverageCheckItemJson = z.object({
  code: z.enum(COVERAGE_CHECK_CODES),
  level: z.enum(['error', 'warning']),
  title: z.string(),
  why: z.string(),
  fix: z.string(),
})
export type CoverageCheckItemJson = z.infer<typeof CoverageCheckItemJson>

export const CoverageCheckJson = z.object({ items: z.array(CoverageCheckItemJson) })
export type CoverageCheckJson = z.infer<typeof CoverageCheckJson>

/** A carrier the customer can pick when adding a policy. */
export const CarrierChoiceJson = z.object({ id: z.number(), name: z.string() })
export type CarrierChoiceJson = z.infer<typeof CarrierChoiceJson>

/** A saved policy as the edit form's starting values: numbers the form shows as text, empty for none. */
export function policyFormValues(policy: InsurancePolicyJson): InsurancePolicyFormInput {
  const text = (value: number | null) => (value === null ? '' : String(value))
  return {
    carrier_id: policy.carrier_id === null ? '' : String(policy.carrier_id),
    carrier_name: policy.carrier_id === null ? policy.carrier_name : '',
    policy_number: policy.policy_number,
    state: policy.state,
    term_months: policy.term_months,
    effective_date: policy.effective_date,
    premium: policy.premium,
    down_payment: policy.down_payment,
    monthly_instalment: policy.monthly_instalment,
    instalment_count: policy.instalment_count,
    deductible: text(policy.deductible),
    liability_limits: policy.liability_limits,
    coverages: { ...policy.coverages, pip: text(policy.coverages.pip), um_uim: policy.coverages.um_uim ?? '', med_pay: text(policy.coverages.med_pay), rental: text(policy.coverages.rental) },
    discounts: policy.discounts.join(', '),
    vehicles: policy.vehicles.map((vehicle) => ({ ...vehicle, year: text(vehicle.year), make: vehicle.make ?? '', model: vehicle.model ?? '' })),
    drivers: policy.drivers,
    homeowner: policy.homeowner,
  }
}
