import type { InsurancePolicyJson } from '../schemas/insurancePolicy.ts'
import { findState, MED_PAY_AMOUNTS } from '../constants/states.ts'
import { liabilityOptions } from './liabilityOptions.ts'
import { pipOptions } from './pipOptions.ts'
import { daysUntil } from './policyTerm.ts'
import { HOMEOWNER_LIMITS, HIGH_DEDUCTIBLE } from './coverageCheck.ts'
import { isBelow, parseLimits } from './offers.ts'
import { type CreateInsuranceRequestInput } from '../schemas/insuranceRequest.ts'
import { DEDUCTIBLES } from '../constants/requestOptions.ts'

/** What of a policy its re-quote reads: the model row and the API's JSON both carry it. */
export type RequotedPolicy = Pick<InsurancePolicyJson, 'state' | 'effective_date' | 'deductible' | 'liability_limits' | 'coverages' | 'vehicles' | 'homeowner'>

type AutoAnswers = Omit<CreateInsuranceRequestInput['insurance_request']['auto_insurance_attributes'], 'authorization'>

/** The smallest liability the wizard offers at or above the policy's (and the coverage check's floor for a homeowner). */
function suggestedLiability(policy: RequotedPolicy, today: Date): string {
  const current = parseLimits(policy.liability_limits)
  const least = (key: keyof typeof HOMEOWNER_LIMITS) => Math.max(current?.[key] ?? 0, policy.homeowner ? HOMEOWNER_LIMITS[key] : 0)
  const floor = { perPerson: least('perPerson'), perAccident: least('perAccident'), propertyDamage: least('propertyDamage') }
  const options = liabilityOptions(policy.state, today)
  const fits = (value: string) => {
    const limits = parseLimits(value)
    return limits !== null && !isBelow(limits, floor)
  }
  return (options.find((option) => fits(option.value)) ?? options.at(-1))?.value ?? policy.liability_limits
}

function suggestedDeductible(deductible: number | null): number {
  const fitting = DEDUCTIBLES.filter((amount) => amount <= HIGH_DEDUCTIBLE && (deductible === null || amount >= deductible))
  return fitting[0] ?? HIGH_DEDUCTIBLE
}

function suggestedPip(policy: RequotedPolicy): number | null {
  const options = pipOptions(policy.state).map((option) => Number(option.value))
  const current = policy.coverages.pip ?? 0
  return options.find((amount) => amount >= current) ?? options.at(-1) ?? null
}

function suggestedMedPay(policy: RequotedPolicy): { med_pay: boolean; med_pay_amount: number | null } {
  const offered = findState(policy.state)?.medPay ?? 'none'
  const current = policy.coverages.med_pay
  if (offered === 'none' || (current === null && offered !== 'recommended')) return { med_pay: false, med_pay_amount: null }
  return { med_pay: true, med_pay_amount: MED_PAY_AMOUNTS.find((amount) => amount >= (current ?? 0)) ?? MED_PAY_AMOUNTS[MED_PAY_AMOUNTS.length - 1] }
}

/**
 * The wizard's answers for a re-quote of a policy: its vehicle, carrier and cover, with what the
 * coverage check would flag suggested (at least the state's minimum and the homeowner's limits,
 * UM/UIM and MedPay where offered or recommended, comprehensive and collision on a financed car, a
 * deductible of $1,000 or less). What a policy cannot say (how long the car has been owned, the
 * lender's name) is given its most cautious answer for the agent to confirm with the customer.
 */
export function requoteAnswers(policy: RequotedPolicy, carrierName: string, today: Date, todayDay: string): AutoAnswers {
  const [vehicle] = policy.vehicles
  const owed = policy.vehicles.some((car) => car.financed || car.leased)
  const full = owed || (policy.coverages.comprehensive && policy.coverages.collision)
  const heldMonths = -daysUntil(policy.effective_date, todayDay) / 30
  const count = policy.vehicles.length
  return {
    vin: vehicle?.vin ?? '',
    insurance_company_length: heldMonths < 12 ? 'lt_1' : '1_2',
    insurance_company: carrierName,
    car_ownership_length: 'lt_1',
    is_financed: owed,
    financial_institution: owed ? 'To confirm (from a policy re-quote)' : null,
    coverage_type: full ? 'full_coverage' : 'liability_only',
    deductible: full ? suggestedDeductible(policy.deductible) : null,
    minimum_liability_limits: suggestedLiability(policy, today),
    pip: suggestedPip(policy),
    um_uim: (findState(policy.state)?.umUim ?? 'none') !== 'none',
    ...suggestedMedPay(policy),
    multiple_vehicles: count > 1,
    number_of_vehicles: count > 1 ? count : null,
    homeowner: policy.homeowner,
  }
}
