import { findState, MED_PAY_AMOUNTS } from '../constants/states.ts'
import type { CoverageCheckItemJson, InsurancePolicyJson } from '../schemas/insurancePolicy.ts'
import { liabilityLabel, wholeDollars } from './coverageLabels.ts'
import { isBelow, parseLimits, stateRuleProblems } from './offers.ts'
import { daysUntil } from './policyTerm.ts'

/** What the check reads from a policy (the wire JSON fits). */
export type CheckedPolicy = Pick<
  InsurancePolicyJson,
  'state' | 'liability_limits' | 'deductible' | 'coverages' | 'vehicles' | 'homeowner' | 'effective_date' | 'expiration_date' | 'status'
>

/** Lenders and homeowners' advisers start here: less leaves a home and savings exposed to a lawsuit. */
export const HOMEOWNER_LIMITS = { perPerson: 100, perAccident: 300, propertyDamage: 100 }
/** A deductible above this is flagged, and a re-quote from the policy suggests no more. */
export const HIGH_DEDUCTIBLE = 1000
const EXPIRY_WARNING_DAYS = 45
/** Policies still meant to be in force: a renewed or cancelled one has nothing left to lapse. */
const CURRENT_STATUSES: readonly string[] = ['active', 'renewal_pending', 'expired']

const midday = (day: string) => new Date(`${day}T12:00:00`)

function stateItems(policy: CheckedPolicy): CoverageCheckItemJson[] {
  const state = findState(policy.state)
  if (!state) return []
  const items: CoverageCheckItemJson[] = []
  const problems = stateRuleProblems(policy, state.code, midday(policy.effective_date))
  if (problems.liability_limits) {
    items.push({
      code: 'liability_below_minimum',
      level: 'error',
      title: `Liability is below the ${state.name} minimum`,
      why: `${problems.liability_limits}. Driving with less than the law asks can mean fines, a suspended licence, and paying for others' injuries yourself.`,
      fix: `Raise your liability limits to at least the ${state.name} minimum.`,
    })
  }
  if (problems['coverages.pip']) {
    items.push({
      code: 'pip_below_minimum',
      level: 'error',
      title: `Personal injury protection is below what ${state.name} requires`,
      why: `${problems['coverages.pip']}. PIP pays your and your passengers' medical bills whoever caused the accident.`,
      fix: `Add PIP of at least ${wholeDollars(state.pipMinimum ?? 0)}.`,
    })
  }
  if (state.umUim !== 'none' && policy.coverages.um_uim === null) {
    items.push({
      code: 'no_um_uim',
      level: 'warning',
      title: 'No uninsured/underinsured motorist cover',
      why: `Insurers in ${state.name} offer UM/UIM. Without it, a driver with no or too little insurance who hits you leaves you paying your own injuries.`,
      fix: 'Add UM/UIM, ideally at your liability limits.',
    })
  }
  if (state.medPay === 'recommended' && policy.coverages.med_pay === null && policy.coverages.pip === null) {
    items.push({
      code: 'no_med_pay',
      level: 'warning',
      title: 'No medical payments or PIP cover',
      why: `In ${state.name} medical payments cover is recommended: it pays medical bills for you and your passengers quickly, whoever is at fault.`,
      fix: `Add medical payments cover (${MED_PAY_AMOUNTS.map(wholeDollars).join(', ')}) or PIP.`,
    })
  }
  return items
}

function vehicleAndLimitItems(policy: CheckedPolicy): CoverageCheckItemJson[] {
  const items: CoverageCheckItemJson[] = []
  const owed = policy.vehicles.filter((vehicle) => vehicle.financed || vehicle.leased)
  if (owed.length > 0 && !(policy.coverages.comprehensive && policy.coverages.collision)) {
    const missing = [policy.coverages.comprehensive ? null : 'comprehensive', policy.coverages.collision ? null : 'collision'].filter(Boolean).join(' and ')
    items.push({
      code: 'lender_cover_missing',
      level: 'error',
      title: `A financed or leased car without ${missing}`,
      why: `Lenders and leasing companies require comprehensive and collision until the car is paid off (${owed.map((vehicle) => vehicle.vin).join(', ')}). Without them the lender can buy costly cover for you, and a crash or theft leaves you owing for a car you no longer have.`,
      fix: `Add ${missing} cover to this policy.`,
    })
  }
  const limits = parseLimits(policy.liability_limits)
  if (policy.homeowner && limits && isBelow(limits, HOMEOWNER_LIMITS)) {
    items.push({
      code: 'homeowner_liability',
      level: 'warning',
      title: 'Liability may be too low for a homeowner',
      why: `Your limits are ${liabilityLabel(policy.liability_limits, policy.state, midday(policy.effective_date))}. After a serious accident, claims above your limits can reach your home and savings.`,
      fix: 'Raise liability to at least $100,000/$300,000/$100,000.',
    })
  }
  if (policy.deductible !== null && policy.deductible > HIGH_DEDUCTIBLE) {
    items.push({
      code: 'high_deductible',
      level: 'warning',
      title: `A ${wholeDollars(policy.deductible)} deductible`,
      why: `You pay the first ${wholeDollars(policy.deductible)} of every comprehensive or collision claim; many people could not cover that at short notice.`,
      fix: `Lower the deductible to ${wholeDollars(HIGH_DEDUCTIBLE)} or less, or keep that much set aside.`,
    })
  }
  return items
}

function expiryItems(policy: CheckedPolicy, today: string): CoverageCheckItemJson[] {
  if (!CURRENT_STATUSES.includes(policy.status)) return []
  const days = daysUntil(policy.expiration_date, today)
  if (days <= 0) {
    return [{
      code: 'expired',
      level: 'error',
      title: 'This policy has expired',
      why: 'Driving without insurance is against the law, and a gap in cover makes your next policy dearer.',
      fix: 'Renew it or get a new policy now.',
    }]
  }
  if (days > EXPIRY_WARNING_DAYS) return []
  return [{
    code: 'expiring_soon',
    level: 'warning',
    title: `Expires in ${days} ${days === 1 ? 'day' : 'days'}`,
    why: 'Renewal prices change every term; comparing before the renewal starts is the only time you can switch without a gap.',
    fix: 'Get new quotes from this policy and compare them with your renewal.',
  }]
}

/**
 * The coverage checklist of a policy on a day ('YYYY-MM-DD'): state minimums on its effective date,
 * cover the state offers or recommends, lender requirements, homeowner limits and deductible, and
 * expiry. Errors first, then warnings, each in the order above.
 */
export function checkCoverage(policy: CheckedPolicy, today: string): CoverageCheckItemJson[] {
  const items = [...stateItems(policy), ...vehicleAndLimitItems(policy), ...expiryItems(policy, today)]
  return [...items.filter((item) => item.level === 'error'), ...items.filter((item) => item.level === 'warning')]
}
