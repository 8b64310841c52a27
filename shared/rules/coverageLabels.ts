import { findState } from '../constants/states.ts'
import { LENGTH_LABELS } from '../constants/requestOptions.ts'
import { type AutoInsuranceJson } from '../schemas/insuranceRequestJson.ts'
import { liabilityOptions, limitLabel } from './liabilityOptions.ts'

/** How every screen writes coverage amounts and limits: the wizard, the summary, the dashboards. */

export const NOT_SELECTED = 'Not Selected'

/** Whole dollars: 2500 → '$2,500'. */
export const wholeDollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/**
 * '30/60/15' as the wizard offered it in the state on the day ('$30,000/$60,000/$15,000 (State
 * Minimum)'); limits no longer offered still read in dollars, and anything unreadable as typed.
 */
export function liabilityLabel(value: string, state: string, on: Date): string {
  const offered = liabilityOptions(state, on).find((option) => option.value === value)
  if (offered) return offered.label
  const parts = value.split('/').map(Number)
  const [perPerson, perAccident, propertyDamage] = parts
  if (parts.length !== 3 || perPerson === undefined || perAccident === undefined || propertyDamage === undefined || parts.some(Number.isNaN)) return value
  return limitLabel({ perPerson, perAccident, propertyDamage })
}

/** Medical payments: the amount chosen, or Not Selected (spec §2's summary wording). */
export const medPayLabel = (medPay: boolean, amount: number | null) => (medPay && amount !== null ? wholeDollars(amount) : NOT_SELECTED)

/** Whether the wizard asks about PIP in the state; where it never does, a summary says nothing of PIP. */
export const asksPip = (state: string) => (findState(state)?.pipMinimum ?? null) !== null

/** Whether the wizard offers UM/UIM in the state; elsewhere a summary says nothing of it. */
export const asksUmUim = (state: string) => (findState(state)?.umUim ?? 'none') !== 'none'

export const umUimLabel = (umUim: boolean) => (umUim ? 'Selected' : NOT_SELECTED)

/** The insurer the applicant has now and for how long ('Acme Mutual (1–2 yrs)'), or None. */
export function currentInsurerLabel(auto: Pick<AutoInsuranceJson, 'insurance_company' | 'insurance_company_length'>): string {
  const length = auto.insurance_company_length
  if (length === 'none') return 'None'
  const since = isLength(length) ? LENGTH_LABELS[length] : length
  return `${auto.insurance_company ?? 'Name not given'} (${since})`
}

const isLength = (value: string): value is keyof typeof LENGTH_LABELS => value in LENGTH_LABELS
