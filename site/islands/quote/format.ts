import { format } from 'date-fns/format'
import { liabilityOptions, limitLabel } from '@shared/rules/liabilityOptions.ts'
import { COVERAGE_TYPE_LABELS } from '@shared/schemas/insuranceRequest.ts'
import type { AutoInsuranceJson } from '@shared/schemas/insuranceRequest.ts'

export const NOT_SELECTED = 'Not Selected'

export const longDate = (iso: string) => format(new Date(iso), 'MMMM d, yyyy')

export const money = (dollars: number) => `$${dollars.toLocaleString('en-US')}`

export function coverageTypeLabel(value: string): string {
  return value === 'full_coverage' || value === 'liability_only' ? COVERAGE_TYPE_LABELS[value] : value
}

/** '25/50/25' as the wizard showed it for the state ('$25,000/$50,000/$25,000 (State Minimum)'). */
export function liabilityLabel(value: string, state: string): string {
  const offered = liabilityOptions(state).find((option) => option.value === value)
  if (offered) return offered.label
  const [perPerson, perAccident, propertyDamage] = value.split('/').map(Number)
  if (perPerson === undefined || perAccident === undefined || propertyDamage === undefined || [perPerson, perAccident, propertyDamage].some(Number.isNaN)) return value
  return limitLabel({ perPerson, perAccident, propertyDamage })
}

/** The eligible-discount chips of spec §2, in its order. */
export function discountChips(auto: AutoInsuranceJson): string[] {
  const chips: string[] = []
  if (auto.homeowner) chips.push('Homeowner')
  if (auto.good_student) chips.push('Good Student')
  if (auto.clean_record) chips.push('Clean Record')
  if (auto.military) chips.push(auto.military_branch ? `Military (${auto.military_branch})` : 'Military')
  if (auto.paperless_billing) chips.push('Paperless Billing')
  if (auto.automatic_payments) chips.push('Auto Payments')
  return chips
}

/** The safety features typed as one comma-separated list, one per item. */
export const safetyFeatures = (list: string | null) =>
  (list ?? '').split(',').map((item) => item.trim()).filter(Boolean)
