import type { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import type { PolicyDocumentInput } from '../../documents/index.ts'
import type { AgencyRecord } from '../agency.ts'
import { licenceLine } from '../../../shared/rules/licences.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'
import { liabilityLabel, wholeDollars } from '../../../shared/rules/coverageLabels.ts'

type CoverageLine = PolicyDocumentInput['coverages'][number]

/** '100/300' (thousands) → '$100,000/$300,000'. */
const thousandsPair = (limits: string) => limits.split('/').map((part) => wholeDollars(Number(part) * 1000)).join('/')

/** Each coverage the policy carries, worded as the dashboards word it. */
function coverageLines(policy: InsurancePolicy): CoverageLine[] {
  const { coverages } = policy
  const deductible = policy.deductible === null ? 'Included' : `${wholeDollars(policy.deductible)} deductible`
  const lines: (CoverageLine | null)[] = [
    { label: 'Liability (bodily injury/property damage)', limit: liabilityLabel(policy.liability_limits, policy.state, new Date(`${policy.effective_date}T12:00:00Z`)) },
    coverages.um_uim ? { label: 'Uninsured/underinsured motorist', limit: thousandsPair(coverages.um_uim) } : null,
    coverages.pip === null ? null : { label: 'Personal injury protection', limit: wholeDollars(coverages.pip) },
    coverages.med_pay === null ? null : { label: 'Medical payments', limit: wholeDollars(coverages.med_pay) },
    coverages.comprehensive ? { label: 'Comprehensive', limit: deductible } : null,
    coverages.collision ? { label: 'Collision', limit: deductible } : null,
    coverages.rental === null ? null : { label: 'Rental reimbursement', limit: `${wholeDollars(coverages.rental)} a day` },
    coverages.roadside ? { label: 'Roadside assistance', limit: 'Included' } : null,
  ]
  return lines.filter((line) => line !== null)
}

/**
 * What the ID card and coverage summary of a policy show; it must be loaded with its carrier and owner.
 * The agency (null before an admin sets it up) names itself and its licence for the policy's state.
 */
export function policyDocumentInput(policy: InsurancePolicy, agency: AgencyRecord | null): PolicyDocumentInput {
  const [vehicle] = policy.vehicles
  return {
    carrier: policy.carrier?.name ?? policy.carrier_name ?? '',
    policy_number: policy.policy_number,
    insured_name: policy.drivers.map((driver) => driver.name).join(', '),
    vehicle: { vin: vehicle?.vin ?? '', year: vehicle?.year ?? null, make: vehicle?.make ?? null, model: vehicle?.model ?? null },
    effective_date: policy.effective_date,
    expiration_date: policy.expiration_date,
    coverages: coverageLines(policy),
    agency_name: agency?.agency.legal_name ?? `${PRODUCT_NAME} Insurance Agency`,
    agency_licence: agency ? licenceLine(agency.licences, policy.state) : null,
  }
}
