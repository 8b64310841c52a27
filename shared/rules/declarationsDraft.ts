import type { DeclarationsDraftJson } from '../schemas/declarationsDraft.ts'
import { blankInsurancePolicy, type InsurancePolicyFormInput } from '../schemas/insurancePolicy.ts'

/** How a form says how sure the reader was of a value it filled in. */
export function confidenceLabel(confidence: number): string {
  if (confidence >= 0.9) return 'Read with high confidence'
  if (confidence >= 0.6) return 'Read with medium confidence: please check'
  return 'Read with low confidence: please check carefully'
}

interface Read<T> {
  value: T
  confidence: number
}

/** The policy form pre-filled from a draft, with how sure the reader was of each field it filled (by form path). */
export interface PrefilledPolicy {
  values: InsurancePolicyFormInput
  confidence: Record<string, number>
}

const thousands = (amount: number | 'declined') => (amount === 'declined' ? null : amount / 1000)
const months = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7))
const amount = (field: Read<number | 'declined'> | null) => (field && field.value !== 'declined' ? String(field.value) : '')
const least = (...fields: (Read<unknown> | null)[]) => Math.min(...fields.map((field) => field?.confidence ?? 1))

/** A pair of limits in the form's thousands ('100/300'), or '' when either is missing or declined. */
function pair(first: Read<number | 'declined'> | null, second: Read<number | 'declined'> | null): string {
  const a = first ? thousands(first.value) : null
  const b = second ? thousands(second.value) : null
  return a !== null && b !== null ? `${a}/${b}` : ''
}

/** Turns what the reader found into the policy form's values; nothing is saved until the person confirms. */
export function prefillPolicy(draft: DeclarationsDraftJson): PrefilledPolicy {
  const values = blankInsurancePolicy()
  const confidence: Record<string, number> = {}
  const fill = <T>(path: string, field: Read<T> | null, set: (value: T) => void) => {
    if (!field) return
    set(field.value)
    confidence[path] = field.confidence
  }
  fill('carrier_name', draft.carrier, (value) => { values.carrier_name = value })
  fill('policy_number', draft.policy_number, (value) => { values.policy_number = value })
  fill('state', draft.state, (value) => { values.state = value })
  fill('effective_date', draft.effective_date, (value) => { values.effective_date = value })
  fill('premium', draft.premium, (value) => { values.premium = value; values.down_payment = value })
  const { effective_date: from, expiration_date: to } = draft
  if (from && to) fill('term_months', { value: months(from.value, to.value), confidence: least(from, to) }, (value) => { values.term_months = value === 6 ? 6 : 12 })
  const liability = pair(draft.bodily_injury_per_person, draft.bodily_injury_per_accident)
  const damage = draft.property_damage ? thousands(draft.property_damage.value) : null
  if (liability && damage !== null) fill('liability_limits', { value: `${liability}/${damage}`, confidence: least(draft.bodily_injury_per_person, draft.bodily_injury_per_accident, draft.property_damage) }, (value) => { values.liability_limits = value })
  const deductible = draft.collision_deductible ?? draft.comprehensive_deductible
  if (deductible && deductible.value !== 'declined') fill('deductible', deductible, (value) => { values.deductible = String(value) })
  const umUim = pair(draft.um_uim_per_person, draft.um_uim_per_accident)
  if (umUim) fill('coverages.um_uim', { value: umUim, confidence: least(draft.um_uim_per_person, draft.um_uim_per_accident) }, (value) => { values.coverages.um_uim = value })
  fill('coverages.pip', draft.pip, () => { values.coverages.pip = amount(draft.pip) })
  fill('coverages.med_pay', draft.med_pay, () => { values.coverages.med_pay = amount(draft.med_pay) })
  fill('coverages.rental', draft.rental_per_day, () => { values.coverages.rental = amount(draft.rental_per_day) })
  values.coverages.comprehensive = typeof draft.comprehensive_deductible?.value === 'number'
  values.coverages.collision = typeof draft.collision_deductible?.value === 'number'
  values.coverages.roadside = draft.roadside?.value ?? false
  const financed = draft.financed?.value ?? false
  if (draft.vins.length > 0) values.vehicles = draft.vins.map((vin) => ({ vin: vin.value, year: '', make: '', model: '', financed, leased: false }))
  draft.vins.forEach((vin, index) => { confidence[`vehicles.${index}.vin`] = vin.confidence })
  if (draft.drivers.length > 0) values.drivers = draft.drivers.map((driver) => ({ name: driver.value }))
  draft.drivers.forEach((driver, index) => { confidence[`drivers.${index}.name`] = driver.confidence })
  return { values, confidence }
}
