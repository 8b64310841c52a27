import type { ReactNode } from 'react'
import { dollars, fromCents, toCents } from '../../../shared/rules/cents.ts'
import { compareWithPolicy } from '../../../shared/rules/policySavings.ts'
import { liabilityLabel, wholeDollars } from '../../../shared/rules/coverageLabels.ts'
import type { AskedCoverage } from '../../../shared/rules/offers.ts'
import { ratingLabel } from '../../../shared/schemas/carriers.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'
import { calendarDay } from '../../../shared/dates.ts'
import { deductibleLabel } from './format.ts'
import { SlashBreaks } from './OfferCard.tsx'

/** One row of the coverage-by-offer table: what was asked, and each offer's value with whether it differs from that. */
export interface ComparisonRow {
  label: string
  asked: ReactNode
  value: (offer: OfferJson) => ReactNode
  differs?: (offer: OfferJson) => boolean
  /** What a marked cell says; 'Differs from what you asked' unless given. */
  differenceNote?: string
}

const yesNo = (value: boolean) => (value ? 'Included' : 'Not included')
const amountOrNone = (amount: number | null) => (amount === null ? 'Not included' : wholeDollars(amount))

/** The rows in the order a carrier's quote reads: price, payments, limits and deductible, each cover, then the carrier. */
export function comparisonRows(asked: AskedCoverage, state: string, day: Date): ComparisonRow[] {
  const full = asked.coverage_type === 'full_coverage'
  const limits = (value: string) => <SlashBreaks text={liabilityLabel(value, state, day)} />
  return [
    { label: 'Premium per month', asked: '', value: (offer) => dollars(offer.price_per_month) },
    { label: 'Premium per term', asked: '', value: (offer) => `${dollars(offer.premium)} for ${offer.term_months} months` },
    { label: 'Down payment', asked: '', value: (offer) => `${dollars(offer.down_payment)}${offer.instalment_count > 0 ? `, then ${offer.instalment_count} × ${dollars(offer.monthly_instalment)}` : ''}` },
    { label: 'Liability limits', asked: limits(asked.minimum_liability_limits), value: (offer) => limits(offer.liability_limits), differs: (offer) => offer.liability_limits !== asked.minimum_liability_limits },
    { label: 'Deductible', asked: asked.deductible === null ? 'None' : wholeDollars(asked.deductible), value: deductibleLabel, differs: (offer) => asked.deductible !== null && offer.deductible !== asked.deductible },
    { label: 'Comprehensive', asked: yesNo(full), value: (offer) => yesNo(offer.coverages.comprehensive), differs: (offer) => offer.coverages.comprehensive !== full },
    { label: 'Collision', asked: yesNo(full), value: (offer) => yesNo(offer.coverages.collision), differs: (offer) => offer.coverages.collision !== full },
    { label: 'Personal injury protection', asked: amountOrNone(asked.pip), value: (offer) => amountOrNone(offer.coverages.pip), differs: (offer) => asked.pip !== null && offer.coverages.pip !== asked.pip },
    { label: 'Uninsured/underinsured motorist', asked: yesNo(asked.um_uim), value: (offer) => offer.coverages.um_uim ?? 'Not included', differs: (offer) => asked.um_uim && offer.coverages.um_uim === null },
    {
      label: 'Medical payments',
      asked: amountOrNone(asked.med_pay ? asked.med_pay_amount : null),
      value: (offer) => amountOrNone(offer.coverages.med_pay),
      differs: (offer) => asked.med_pay && offer.coverages.med_pay !== asked.med_pay_amount,
    },
    { label: 'Rental car', asked: '', value: (offer) => (offer.coverages.rental === null ? 'Not included' : `${wholeDollars(offer.coverages.rental)} a day`) },
    { label: 'Roadside assistance', asked: '', value: (offer) => yesNo(offer.coverages.roadside) },
    { label: 'Discounts', asked: '', value: (offer) => offer.discounts.join(', ') || 'None' },
    { label: 'Financial strength rating', asked: '', value: (offer) => ratingLabel(offer.carrier.rating) },
    { label: 'Offer valid until', asked: '', value: (offer) => `${calendarDay(offer.valid_until)}${offer.expired ? ' (expired)' : ''}` },
  ]
}

/** Two rows against the customer's current policy: the yearly difference, like for like, and where an offer covers less. */
export function policyRows(policy: Parameters<typeof compareWithPolicy>[1] & { carrier_name: string }): ComparisonRow[] {
  return [
    {
      label: `A year against your ${policy.carrier_name} policy`,
      asked: `${dollars(fromCents(Math.round((toCents(policy.premium) * 12) / policy.term_months)))} a year now`,
      value: (offer) => {
        const saving = compareWithPolicy(offer, policy)
        if (toCents(saving.yearlySaving) === 0) return 'The same'
        return `${dollars(saving.yearlySaving)} ${saving.costsMore ? 'more' : 'less'}`
      },
    },
    {
      label: 'Covers less than your policy',
      asked: '',
      value: (offer) => compareWithPolicy(offer, policy).coversLess.join('; ') || 'Nothing',
      differs: (offer) => compareWithPolicy(offer, policy).coversLess.length > 0,
      differenceNote: 'Covers less than you have now',
    },
  ]
}
