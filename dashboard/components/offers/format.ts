import { dollars } from '../../../shared/rules/cents.ts'
import { liabilityLabel, wholeDollars } from '../../../shared/rules/coverageLabels.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'

/** The offer's liability limits in dollars, as the wizard wrote them in the applicant's state when the offer was made. */
export const limitsLabel = (offer: OfferJson, state: string) => liabilityLabel(offer.liability_limits, state, new Date(offer.created_at))

/** The covers an offer includes, one short line each, in a fixed order. */
export function coverageLines(offer: OfferJson): string[] {
  const cover = offer.coverages
  const lines: string[] = []
  if (cover.comprehensive) lines.push('Comprehensive')
  if (cover.collision) lines.push('Collision')
  if (cover.pip !== null) lines.push(`PIP ${wholeDollars(cover.pip)}`)
  if (cover.um_uim !== null) lines.push(`UM/UIM ${cover.um_uim}`)
  if (cover.med_pay !== null) lines.push(`Medical payments ${wholeDollars(cover.med_pay)}`)
  if (cover.rental !== null) lines.push(`Rental car ${wholeDollars(cover.rental)}/day`)
  if (cover.roadside) lines.push('Roadside assistance')
  return lines
}

export const deductibleLabel = (offer: OfferJson) => (offer.deductible === null ? 'None' : wholeDollars(offer.deductible))

/** "$600.00 for 6 months; $100.00 down, then 5 × $100.00". */
export function paymentPlan(offer: OfferJson): string {
  const plan = offer.instalment_count === 0 ? 'paid in full' : `${dollars(offer.down_payment)} down, then ${offer.instalment_count} × ${dollars(offer.monthly_instalment)}`
  return `${dollars(offer.premium)} for ${offer.term_months} months; ${plan}`
}

export const OFFER_STATUS_LABELS: Record<OfferJson['status'], string> = {
  open: 'Open',
  withdrawn: 'Withdrawn',
  chosen: 'Chosen',
  not_chosen: 'Not chosen',
  bound: 'Bound',
}
