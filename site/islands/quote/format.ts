import { COVERAGE_TYPE_LABELS } from '@shared/constants/requestOptions.ts'
import type { AutoInsuranceJson } from '@shared/schemas/insuranceRequestJson.ts'

export function coverageTypeLabel(value: string): string {
  return value === 'full_coverage' || value === 'liability_only' ? COVERAGE_TYPE_LABELS[value] : value
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
