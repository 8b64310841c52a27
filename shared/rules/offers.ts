import { toCents } from './cents.ts'
import type { RequestStatus } from '../constants/requests.ts'
import { firmnessRank, type Firmness } from '../constants/firmness.ts'
import { findState, liabilityMinimumOn, type LiabilityLimit } from '../constants/states.ts'
import { isoDay } from '../dates.ts'
import type { AutoInsuranceJson } from '../schemas/insuranceRequestJson.ts'
import type { OfferCoverages } from '../schemas/offers.ts'
import { liabilityLabel, medPayLabel, wholeDollars } from './coverageLabels.ts'
import { limitLabel } from './liabilityOptions.ts'

/** What the rules and the comparison read from an offer (the form's output and the wire JSON both fit). */
export interface OfferTerms {
  liability_limits: string
  deductible: number | null
  coverages: OfferCoverages
}

/** The premium spread over the term's months, in whole cents, so 6- and 12-month offers compare fairly. */
export const monthlyCents = (premium: string, termMonths: number) => Math.round(toCents(premium) / termMonths)

/** Past its valid-until day (a calendar day, inclusive). */
export const isOfferExpired = (validUntil: string, today: Date) => isoDay(today) > validUntil

/** Cheapest per month first; among equal prices the firmest first (a bindable price beats an estimate of the same). */
export const compareByPrice = (a: { price_per_month: string; firmness: Firmness }, b: { price_per_month: string; firmness: Firmness }) =>
  toCents(a.price_per_month) - toCents(b.price_per_month) || firmnessRank(a.firmness) - firmnessRank(b.firmness)

/** The offer the customer took: chosen, then bound. It is their policy, so it leads every list. */
export const isTakenOffer = (offer: { status: string }) => offer.status === 'chosen' || offer.status === 'bound'

/** A chosen offer whose final premium differs from the one the customer agreed to: they confirm it before binding. */
export const isPriceToConfirm = (offer: { status: string; premium: string; agreed_premium: string | null }) =>
  offer.status === 'chosen' && offer.agreed_premium !== null && toCents(offer.agreed_premium) !== toCents(offer.premium)

/** Still open to the customer's choice: open and not past its valid-until day. */
export const isChoosableOffer = (offer: { status: string; expired: boolean }) => offer.status === 'open' && !offer.expired

/** A request takes offers only while it is being quoted. */
const TAKES_OFFERS: ReadonlySet<RequestStatus> = new Set(['pending', 'processing', 'quoted'])

export const ALREADY_CHOSEN = 'An offer has already been chosen for this request.'

/** Why an agent cannot add an offer to the request now, or null: the API refuses it, the screen says so first. */
export function addOfferRefusal(status: RequestStatus, hasTakenOffer: boolean): string | null {
  if (!TAKES_OFFERS.has(status)) return `Offers cannot be added to ${/^[aeiou]/.test(status) ? 'an' : 'a'} ${status} request.`
  return hasTakenOffer ? ALREADY_CHOSEN : null
}

/** Offers of which none can be chosen any more and none was: only a re-quote brings new ones. */
export function haveAllLapsed(offers: readonly { status: string; expired: boolean }[]): boolean {
  if (offers.length === 0) return false
  return !offers.some(isTakenOffer) && !offers.some(isChoosableOffer)
}

/** '100/300/100' (thousands) as numbers; null when it is not three numbers. */
export function parseLimits(value: string): LiabilityLimit | null {
  const parts = value.split('/').map(Number)
  const [perPerson, perAccident, propertyDamage] = parts
  if (parts.length !== 3 || perPerson === undefined || perAccident === undefined || propertyDamage === undefined) return null
  if (parts.some((part) => !Number.isFinite(part))) return null
  return { perPerson, perAccident, propertyDamage }
}

/** Any of the three under the floor's. */
export const isBelow = (limit: LiabilityLimit, floor: LiabilityLimit) =>
  limit.perPerson < floor.perPerson || limit.perAccident < floor.perAccident || limit.propertyDamage < floor.propertyDamage

/**
 * Where an offer falls short of the applicant's state law on a day: liability under the minimum, or
 * PIP missing or too low where PIP is compulsory. Keys are the offer form's paths.
 */
export function stateRuleProblems(offer: OfferTerms, stateCode: string, day: Date): Record<string, string> {
  const state = findState(stateCode)
  const problems: Record<string, string> = {}
  if (!state) return problems
  const minimum = liabilityMinimumOn(state, day)
  const limits = parseLimits(offer.liability_limits)
  if (limits && isBelow(limits, minimum)) {
    problems.liability_limits = `Liability ${limitLabel(limits)} is below the ${state.name} minimum of ${limitLabel(minimum)}`
  }
  const pipMinimum = state.pipMinimum
  if (pipMinimum !== null) {
    const pip = offer.coverages.pip
    if (pip === null) problems['coverages.pip'] = `PIP is compulsory in ${state.name} (at least ${wholeDollars(pipMinimum)})`
    else if (pip < pipMinimum) problems['coverages.pip'] = `PIP of ${wholeDollars(pip)} is below the ${state.name} minimum of ${wholeDollars(pipMinimum)}`
  }
  return problems
}

/** The wizard's answers an offer is compared with. */
export type AskedCoverage = Pick<AutoInsuranceJson, 'minimum_liability_limits' | 'coverage_type' | 'deductible' | 'pip' | 'um_uim' | 'med_pay' | 'med_pay_amount'>

export interface OfferDifference {
  /** 'asked': differs from the wizard's answer; 'minimum': below the state's legal minimum. */
  kind: 'asked' | 'minimum'
  message: string
}

function coverageTypeDifference(auto: AskedCoverage, cover: OfferCoverages): string | null {
  const full = cover.comprehensive && cover.collision
  if (auto.coverage_type === 'full_coverage' && !full) {
    const missing = [cover.comprehensive ? null : 'comprehensive', cover.collision ? null : 'collision'].filter(Boolean).join(' or ')
    return `You asked for full coverage; this offer has no ${missing}`
  }
  if (auto.coverage_type === 'liability_only' && (cover.comprehensive || cover.collision)) {
    return 'You asked for liability only; this offer adds physical damage cover'
  }
  return null
}

/** Every way an offer differs from what the customer asked for, and anything below the state minimum. */
export function offerDifferences(offer: OfferTerms, auto: AskedCoverage, stateCode: string, day: Date): OfferDifference[] {
  const asked: (string | null)[] = []
  const cover = offer.coverages
  if (offer.liability_limits !== auto.minimum_liability_limits) {
    const label = (limits: string) => liabilityLabel(limits, stateCode, day)
    asked.push(`You asked ${label(auto.minimum_liability_limits)}; this offer is ${label(offer.liability_limits)}`)
  }
  asked.push(coverageTypeDifference(auto, cover))
  if (auto.deductible !== null && offer.deductible !== auto.deductible) {
    asked.push(`You asked a ${wholeDollars(auto.deductible)} deductible; this offer has ${offer.deductible === null ? 'none' : wholeDollars(offer.deductible)}`)
  }
  if (auto.pip !== null && cover.pip !== auto.pip) {
    asked.push(`You asked ${wholeDollars(auto.pip)} PIP; this offer has ${cover.pip === null ? 'none' : wholeDollars(cover.pip)}`)
  }
  if (auto.um_uim && cover.um_uim === null) asked.push('You asked for UM/UIM; this offer has none')
  if (auto.med_pay && auto.med_pay_amount !== null && cover.med_pay !== auto.med_pay_amount) {
    asked.push(`You asked ${medPayLabel(auto.med_pay, auto.med_pay_amount)} medical payments; this offer has ${cover.med_pay === null ? 'none' : wholeDollars(cover.med_pay)}`)
  }
  const differences: OfferDifference[] = asked.flatMap((message) => (message ? [{ kind: 'asked' as const, message }] : []))
  for (const message of Object.values(stateRuleProblems(offer, stateCode, day))) differences.push({ kind: 'minimum', message })
  return differences
}

/** A coverage score for sorting: liability limits first, then how many extra covers are included. */
export function coverageScore(offer: OfferTerms): number {
  const limits = parseLimits(offer.liability_limits) ?? { perPerson: 0, perAccident: 0, propertyDamage: 0 }
  const cover = offer.coverages
  const extras = [cover.pip, cover.um_uim, cover.med_pay, cover.rental].filter((value) => value !== null).length +
    [cover.comprehensive, cover.collision, cover.roadside].filter(Boolean).length
  return (limits.perAccident + limits.perPerson + limits.propertyDamage) * 10 + extras
}
