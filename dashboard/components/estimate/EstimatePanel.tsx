import { longDate } from '@shared/dates.ts'
import type { EstimateLine, PremiumEstimate } from '@shared/rules/premiumEstimate.ts'
import { wholeDollars } from '@shared/rules/coverageLabels.ts'

const ESTIMATE_LABEL = 'An estimate from public averages, not an offer'

const dollarsAndCents = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`

function Line({ line }: { line: EstimateLine }) {
  return (
    <li className="py-2">
      <div className="flex flex-wrap justify-between gap-x-4">
        <span className="text-slate-900">{line.label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{line.effect}</span>
      </div>
      <p className="text-xs break-words text-slate-600">{line.source}</p>
    </li>
  )
}

interface EstimatePanelProps {
  estimate: PremiumEstimate
  /** When the request was sent: the day the estimate is counted for. */
  sentAt: string
  timeZone?: string
  /** The customer's own pages say "Your"; the agent's page names it plainly. */
  heading?: string
}

/** The instant estimate with how it is built, labelled for what it is (issue #33). */
export function EstimatePanel({ estimate, sentAt, timeZone, heading = 'Your estimated price range' }: EstimatePanelProps) {
  // Hyphenated as an adjective: the summary's own 'Full Coverage' and 'Liability Only' stay the only ones on the page.
  const coverage = estimate.coverage === 'full_coverage' ? 'full-coverage' : 'liability-only'
  return (
    <section aria-labelledby="estimate-heading" className="space-y-4 rounded-xl border border-sky-200 bg-sky-50 p-5">
      <div>
        <h2 id="estimate-heading" className="text-xl font-bold text-slate-900">{heading}</h2>
        <p className="text-sm font-semibold text-sky-900">
          {ESTIMATE_LABEL}, {longDate(sentAt, timeZone)}
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-white p-4">
          <dt className="text-sm text-slate-600">Per month</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">
            {wholeDollars(estimate.monthly.low)} to {wholeDollars(estimate.monthly.high)}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-4">
          <dt className="text-sm text-slate-600">Per six months</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">
            {wholeDollars(estimate.sixMonths.low)} to {wholeDollars(estimate.sixMonths.high)}
          </dd>
        </div>
      </dl>
      <p className="text-slate-700">
        Most likely about {wholeDollars(estimate.annual.likely)} a year for {coverage} cover in {estimate.stateName}. It is not a
        carrier&apos;s price: your offers come from insurers and can be higher or lower.
      </p>
      <details className="rounded-lg bg-white p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">How this estimate is built</summary>
        <ul className="mt-3 divide-y divide-slate-100">
          <Line
            line={{
              label: `Average ${coverage} premium in ${estimate.stateName}, per vehicle a year`,
              effect: dollarsAndCents(estimate.baseAnnual),
              source: estimate.baseSource,
            }}
          />
          {estimate.household.map((line) => (
            <Line key={line.label} line={line} />
          ))}
        </ul>
        {estimate.vehicles.map((vehicle) => (
          <div key={vehicle.label} className="mt-3">
            <h3 className="font-semibold text-slate-900">{vehicle.label}</h3>
            <ul className="divide-y divide-slate-100">
              {vehicle.lines.map((line) => (
                <Line key={line.label} line={line} />
              ))}
            </ul>
          </div>
        ))}
        <h3 className="mt-3 font-semibold text-slate-900">The range</h3>
        <p className="text-sm text-slate-700">
          From the lowest to the highest edge of every factor, and from {estimate.companySpread[0]} to {estimate.companySpread[1]} around
          the middle company. {estimate.rangeSource}
        </p>
        <p className="mt-2 text-sm text-slate-700">How the factors were measured: {estimate.factorMethod}</p>
        {estimate.notPriced.length > 0 && (
          <>
            <h3 className="mt-3 font-semibold text-slate-900">Left out</h3>
            <ul className="list-disc pl-5 text-sm text-slate-700">
              {estimate.notPriced.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        )}
      </details>
    </section>
  )
}
