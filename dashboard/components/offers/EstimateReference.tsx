import { dollars, toCents } from '../../../shared/rules/cents.ts'
import { wholeDollars } from '../../../shared/rules/coverageLabels.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'

export interface MonthlyEstimate {
  low: number
  likely: number
  high: number
}

interface EstimateReferenceProps {
  offers: OfferJson[]
  estimate: MonthlyEstimate
}

/** Each offer's monthly price as a bar, with the estimate from public averages as a dashed reference line. */
export function EstimateReference({ offers, estimate }: EstimateReferenceProps) {
  const top = Math.max(estimate.high, ...offers.map((offer) => toCents(offer.price_per_month) / 100)) * 1.1
  const at = (dollars: number) => `${(dollars / top) * 100}%`
  return (
    <figure className="space-y-2 print:space-y-1">
      <figcaption className="text-sm text-slate-700">
        Monthly price of each offer. Dashed line: the estimate from public averages, about {wholeDollars(estimate.likely)} a month (
        {wholeDollars(estimate.low)} to {wholeDollars(estimate.high)}); it is not an offer.
      </figcaption>
      <div className="relative space-y-2 py-1">
        <div aria-hidden="true" className="absolute inset-y-0 bg-sky-100" style={{ left: at(estimate.low), width: `calc(${at(estimate.high)} - ${at(estimate.low)})` }} />
        <div data-testid="estimate-line" aria-hidden="true" className="absolute inset-y-0 border-l-2 border-dashed border-sky-800" style={{ left: at(estimate.likely) }} />
        {offers.map((offer) => (
          <div key={offer.id} className="relative flex items-center gap-2">
            <div className="h-5 rounded-sm bg-brand-600 print:h-3" style={{ width: at(toCents(offer.price_per_month) / 100) }} />
            <span className="text-sm whitespace-nowrap text-slate-900">{`${offer.carrier.name}: ${dollars(offer.price_per_month)}`}</span>
          </div>
        ))}
      </div>
    </figure>
  )
}
