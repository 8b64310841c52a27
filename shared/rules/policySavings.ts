import { fromCents, toCents } from './cents.ts'
import { wholeDollars } from './coverageLabels.ts'
import { parseLimits, type OfferTerms } from './offers.ts'
import type { InsurancePolicyJson } from '../schemas/insurancePolicy.ts'

/*
 * An offer against the customer's current policy (issue #33): the yearly difference, both sides
 * spread over 12 months as offers are, and every way the offer covers less than the policy does.
 */

type Policy = Pick<InsurancePolicyJson, 'status' | 'state' | 'request_number' | 'expiration_date' | 'premium' | 'term_months' | 'liability_limits' | 'deductible' | 'coverages'>

export interface PolicySaving {
  /** Two-decimal dollars; positive when the offer costs less a year than the policy. */
  yearlySaving: string
  costsMore: boolean
  coversLess: string[]
}

const CURRENT = new Set(['active', 'renewal_pending'])

/** The policy an offer would replace: a current one in the request's state, not bound from this request, expiring last. */
export function currentPolicyFor<P extends Policy>(policies: readonly P[], state: string, requestNumber: string): P | null {
  const candidates = policies.filter((policy) => CURRENT.has(policy.status) && policy.state === state && policy.request_number !== requestNumber)
  return candidates.sort((a, b) => b.expiration_date.localeCompare(a.expiration_date))[0] ?? null
}

const yearlyCents = (premium: string, termMonths: number) => Math.round((toCents(premium) * 12) / termMonths)

function lessCover(offer: OfferTerms, policy: Policy): string[] {
  const less: string[] = []
  const offered = parseLimits(offer.liability_limits)
  const held = parseLimits(policy.liability_limits)
  if (offered && held && (offered.perPerson < held.perPerson || offered.perAccident < held.perAccident || offered.propertyDamage < held.propertyDamage)) {
    less.push(`Lower liability limits (${offer.liability_limits} against ${policy.liability_limits})`)
  }
  if (offer.deductible !== null && policy.deductible !== null && offer.deductible > policy.deductible) {
    less.push(`A higher deductible (${wholeDollars(offer.deductible)} against ${wholeDollars(policy.deductible)})`)
  }
  const [mine, theirs] = [policy.coverages, offer.coverages]
  if (mine.comprehensive && !theirs.comprehensive) less.push('No comprehensive')
  if (mine.collision && !theirs.collision) less.push('No collision')
  if (mine.pip !== null && (theirs.pip === null || theirs.pip < mine.pip)) less.push('Less personal injury protection')
  if (mine.um_uim !== null && theirs.um_uim === null) less.push('No uninsured/underinsured motorist cover')
  if (mine.med_pay !== null && (theirs.med_pay === null || theirs.med_pay < mine.med_pay)) less.push('Less medical payments cover')
  if (mine.rental !== null && theirs.rental === null) less.push('No rental car')
  if (mine.roadside && !theirs.roadside) less.push('No roadside assistance')
  return less
}

/** The offer's yearly price against the policy's, like for like, and where it covers less. */
export function compareWithPolicy(offer: OfferTerms & { price_per_year: string }, policy: Policy): PolicySaving {
  const saving = yearlyCents(policy.premium, policy.term_months) - toCents(offer.price_per_year)
  return { yearlySaving: fromCents(Math.abs(saving)), costsMore: saving < 0, coversLess: lessCover(offer, policy) }
}
