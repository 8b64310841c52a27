import { z } from 'zod'
import { moneyJson } from './fields.ts'
import { checkInstalments } from './offers.ts'
import { PolicyTermsForm, PolicyTermsJson, type InsurancePolicyJson } from './insurancePolicy.ts'
import type { PrefilledPolicy } from '../rules/declarationsDraft.ts'

/* ---- A policy's renewal offer from its current carrier (issue #26): the form, the body, the answer ---- */

const RENEWAL_STATUSES = ['offered', 'kept', 'declined'] as const
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number]

/**
 * The renewal's terms as the carrier sent them (its effective date is the day the current term ends,
 * checked by the service), and the agent's note on why they changed.
 */
export const RenewalForm = PolicyTermsForm
  .extend({
    agent_note: z.string('The note must be text').trim().max(2000, 'The note must be 2000 characters or fewer').default(''),
  })
  .superRefine(checkInstalments)
export type RenewalForm = z.output<typeof RenewalForm>
export type RenewalFormInput = z.input<typeof RenewalForm>

export const RenewalBody = z.object({ renewal: RenewalForm }, 'Please send the renewal terms.')
export type RenewalBody = z.output<typeof RenewalBody>

export const PolicyRenewalJson = z.object({
  id: z.number(),
  status: z.enum(RENEWAL_STATUSES),
  ...PolicyTermsJson.shape,
  agent_note: z.string(),
  recorded_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
export type PolicyRenewalJson = z.infer<typeof PolicyRenewalJson>

/** One term of the policy for the premium chart: past ones, the current one, and the renewal offered. */
export const PolicyTermJson = z.object({
  kind: z.enum(['past', 'current', 'renewal']),
  effective_date: z.string(),
  expiration_date: z.string(),
  premium: moneyJson,
})
export type PolicyTermJson = z.infer<typeof PolicyTermJson>

const CHANGE_SECTIONS = ['premium', 'limits', 'coverages', 'discounts', 'vehicles', 'drivers'] as const
const CHANGE_KINDS = ['same', 'up', 'down', 'changed', 'added', 'dropped'] as const

/** One line of "What changed": the current term's value against the renewal's, and the change in words. */
export const RenewalChangeJson = z.object({
  section: z.enum(CHANGE_SECTIONS),
  item: z.string(),
  current: z.string(),
  renewal: z.string(),
  change: z.enum(CHANGE_KINDS),
  detail: z.string(),
})
export type RenewalChangeJson = z.infer<typeof RenewalChangeJson>

/** GET /policies/:id/renewal: the latest renewal offer (none yet: null), its changes and the terms so far. */
export const PolicyRenewalPageJson = z.object({
  renewal: PolicyRenewalJson.nullable(),
  changes: z.array(RenewalChangeJson),
  terms: z.array(PolicyTermJson),
})
export type PolicyRenewalPageJson = z.infer<typeof PolicyRenewalPageJson>

const text = (value: number | null) => (value === null ? '' : String(value))

/** The renewal form's starting values: the current term carried forward, to be changed where the carrier did. */
export function renewalFormValues(policy: InsurancePolicyJson | PolicyRenewalJson, effectiveDate: string, note = ''): RenewalFormInput {
  return {
    term_months: policy.term_months,
    effective_date: effectiveDate,
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
    agent_note: note,
  }
}

/**
 * A renewal declarations page read by the import, over the form: what the reader found replaces the
 * current term's value (a premium read is paid in full, as the import reads it), the rest is kept,
 * and the renewal still starts when the current term ends.
 */
export function renewalFromDeclarations(current: RenewalFormInput, prefilled: PrefilledPolicy): RenewalFormInput {
  const { values, confidence } = prefilled
  const read = (path: string) => Object.keys(confidence).some((key) => key === path || key.startsWith(`${path}.`))
  return {
    ...current,
    ...(read('term_months') ? { term_months: values.term_months } : {}),
    ...(read('premium') ? { premium: values.premium, down_payment: values.down_payment, monthly_instalment: '0', instalment_count: 0 } : {}),
    ...(read('deductible') ? { deductible: values.deductible } : {}),
    ...(read('liability_limits') ? { liability_limits: values.liability_limits } : {}),
    coverages: values.coverages,
    ...(read('vehicles') ? { vehicles: values.vehicles } : {}),
    ...(read('drivers') ? { drivers: values.drivers } : {}),
  }
}
