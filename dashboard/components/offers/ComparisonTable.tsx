import type { AskedCoverage } from '../../../shared/rules/offers.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'
import { wholeDollars } from '../../../shared/rules/coverageLabels.ts'
import { comparisonRows, policyRows } from './comparisonRows.tsx'
import { EstimateReference, type MonthlyEstimate } from './EstimateReference.tsx'

interface ComparisonTableProps {
  offers: OfferJson[]
  asked: AskedCoverage
  state: string
  estimate: MonthlyEstimate | null
  /** The day the limits are written for (the request's). */
  day: Date
  caption: string
  /** The customer's current policy, when one is on file: each offer's yearly difference and what it covers less. */
  policy?: Parameters<typeof policyRows>[0] | null
}

/** Coverage by offer, side by side: every difference from what was asked is marked; prints alone on one page. */
export function ComparisonTable({ offers, asked, state, estimate, day, caption, policy }: ComparisonTableProps) {
  const rows = [...comparisonRows(asked, state, day), ...(policy ? policyRows(policy) : [])]
  return (
    <div className="print-area space-y-4 print:text-[9pt]">
      {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
      <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full min-w-[40rem] table-fixed border-collapse text-left text-sm break-words print:min-w-0 print:text-[8pt]">
          <caption className="mb-2 text-left text-lg font-semibold text-slate-900">{caption}</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="p-2 print:px-1 print:py-0.5 font-semibold text-slate-700">Coverage</th>
              <th scope="col" className="p-2 print:px-1 print:py-0.5 font-semibold text-slate-700">You asked</th>
              {offers.map((offer) => (
                <th key={offer.id} scope="col" className="p-2 print:px-1 print:py-0.5 font-semibold text-slate-900">{offer.carrier.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {estimate && (
              <tr className="border-b border-slate-200">
                <th scope="row" className="p-2 print:px-1 print:py-0.5 font-medium text-slate-700">Estimate from public averages (not an offer)</th>
                <td className="p-2 print:px-1 print:py-0.5 text-slate-900">{`${wholeDollars(estimate.low)} to ${wholeDollars(estimate.high)} a month`}</td>
                {offers.map((offer) => <td key={offer.id} className="p-2 print:py-0.5" />)}
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-slate-200">
                <th scope="row" className="p-2 print:px-1 print:py-0.5 font-medium text-slate-700">{row.label}</th>
                <td className="p-2 print:px-1 print:py-0.5 text-slate-900">{row.asked}</td>
                {offers.map((offer) => {
                  const differs = row.differs?.(offer) ?? false
                  return (
                    <td key={offer.id} className={`p-2 print:px-1 print:py-0.5 text-slate-900 ${differs ? 'bg-amber-100 font-semibold' : ''}`}>
                      {row.value(offer)}
                      {differs && <span className="block text-xs font-normal text-amber-900">{row.differenceNote ?? 'Differs from what you asked'}</span>}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {estimate && <EstimateReference offers={offers} estimate={estimate} />}
    </div>
  )
}
