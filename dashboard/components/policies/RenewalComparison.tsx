import { Fragment } from 'react'
import { ChooseOfferDialog } from '../offers/ChooseOfferDialog.tsx'
import { deductibleLabel, limitsLabel } from '../offers/format.ts'
import { PremiumChart } from './PremiumChart.tsx'
import { dollars, fromCents, toCents } from '../../../shared/rules/cents.ts'
import { liabilityLabel, wholeDollars } from '../../../shared/rules/coverageLabels.ts'
import { amountDifference } from '../../../shared/rules/renewalChanges.ts'
import { calendarDay } from '../../../shared/dates.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'
import type { PolicyRenewalJson, PolicyRenewalPageJson, RenewalChangeJson } from '../../../shared/schemas/policyRenewal.ts'

const SECTION_LABELS: Record<RenewalChangeJson['section'], string> = {
  premium: 'Premium', limits: 'Limits and deductible', coverages: 'Coverages', discounts: 'Discounts', vehicles: 'Vehicles', drivers: 'Drivers',
}
const SECTIONS = ['premium', 'limits', 'coverages', 'discounts', 'vehicles', 'drivers'] as const
/** A sign beside the words, so a change never rests on colour alone. */
const CHANGE_MARKS: Record<RenewalChangeJson['change'], string> = { same: '', up: '▲ ', down: '▼ ', changed: '◆ ', added: '+ ', dropped: '− ' }

const perYear = (premium: string, termMonths: number) => fromCents(Math.round((toCents(premium) * 12) / termMonths))

function ChangesTable({ changes }: { changes: RenewalChangeJson[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
        <caption className="mb-2 text-left text-lg font-semibold text-slate-900">What changed</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">Item</th><th scope="col" className="py-2 pr-3">Current term</th><th scope="col" className="py-2 pr-3">Renewal</th><th scope="col" className="py-2">Change</th>
          </tr>
        </thead>
        <tbody>
          {SECTIONS.map((section) => {
            const lines = changes.filter((line) => line.section === section)
            if (lines.length === 0) return null
            return (
              <Fragment key={section}>
                <tr><th scope="colgroup" colSpan={4} className="bg-slate-50 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-700">{SECTION_LABELS[section]}</th></tr>
                {lines.map((line) => (
                  <tr key={`${section}-${line.item}`} className={`border-b border-slate-100 ${line.change === 'same' ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>
                    <th scope="row" className="py-2 pr-3 font-medium">{line.item}</th>
                    <td className="py-2 pr-3">{line.current}</td>
                    <td className="py-2 pr-3">{line.renewal}</td>
                    <td className="py-2">{CHANGE_MARKS[line.change]}{line.detail}</td>
                  </tr>
                ))}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

interface OffersTableProps {
  renewal: PolicyRenewalJson
  carrierName: string
  state: string
  offers: OfferJson[]
  /** Given to the customer: each open offer can be chosen (the existing choose flow). */
  onChosen?: () => Promise<unknown>
}

function OffersTable({ renewal, carrierName, state, offers, onChosen }: OffersTableProps) {
  const baseline = perYear(renewal.premium, renewal.term_months)
  const decided = offers.some((offer) => offer.status === 'chosen' || offer.status === 'bound')
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-lg font-semibold text-slate-900">The renewal and the re-shop offers</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3">Offer</th><th scope="col" className="py-2 pr-3">Premium</th><th scope="col" className="py-2 pr-3">A year</th>
            <th scope="col" className="py-2 pr-3">Against the renewal</th><th scope="col" className="py-2 pr-3">Liability</th><th scope="col" className="py-2 pr-3">Deductible</th>
            {onChosen && <th scope="col" className="py-2"><span className="sr-only">Choose</span></th>}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200 bg-slate-50">
            <th scope="row" className="py-2 pr-3 font-semibold">Renewal from {carrierName} (baseline)</th>
            <td className="py-2 pr-3">{dollars(renewal.premium)} for {renewal.term_months} months</td>
            <td className="py-2 pr-3">{dollars(baseline)}</td>
            <td className="py-2 pr-3">Baseline</td>
            <td className="py-2 pr-3">{liabilityLabel(renewal.liability_limits, state, new Date(`${renewal.effective_date}T12:00:00`))}</td>
            <td className="py-2 pr-3">{renewal.deductible === null ? 'None' : wholeDollars(renewal.deductible)}</td>
            {onChosen && <td className="py-2" />}
          </tr>
          {offers.map((offer) => (
            <tr key={offer.id} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-medium">{offer.carrier.name}{offer.status === 'chosen' ? ' (chosen)' : offer.status === 'bound' ? ' (bound)' : ''}</th>
              <td className="py-2 pr-3">{dollars(offer.premium)} for {offer.term_months} months</td>
              <td className="py-2 pr-3">{dollars(offer.price_per_year)}</td>
              <td className="py-2 pr-3">{amountDifference(baseline, offer.price_per_year)} a year</td>
              <td className="py-2 pr-3">{limitsLabel(offer, state)}</td>
              <td className="py-2 pr-3">{deductibleLabel(offer)}</td>
              {onChosen && (
                <td className="py-2">
                  <ChooseOfferDialog offer={offer} state={state} disabled={decided || offer.status !== 'open' || offer.expired} onChosen={onChosen} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

interface RenewalComparisonProps {
  page: PolicyRenewalPageJson & { renewal: PolicyRenewalJson }
  carrierName: string
  state: string
  offers: OfferJson[] | undefined
  onChosen?: () => Promise<unknown>
}

/** The renewal against the current term line by line, the agent's note, the re-shop offers beside it, and the premium over the terms. */
export function RenewalComparison({ page, carrierName, state, offers, onChosen }: RenewalComparisonProps) {
  const { renewal } = page
  const shown = offers?.filter((offer) => offer.status !== 'withdrawn') ?? []
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Renewal from {calendarDay(renewal.effective_date)} to {calendarDay(renewal.expiration_date)}{renewal.recorded_by ? `, recorded by ${renewal.recorded_by.name}` : ''}.
      </p>
      <section aria-labelledby="agent-note" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="agent-note" className="font-semibold text-slate-900">Your agent's note on the reasons</h3>
        <p className="mt-1 whitespace-pre-line text-slate-800">{renewal.agent_note || 'No note yet.'}</p>
      </section>
      <ChangesTable changes={page.changes} />
      {shown.length > 0 && <OffersTable renewal={renewal} carrierName={carrierName} state={state} offers={shown} onChosen={onChosen} />}
      <PremiumChart terms={page.terms} />
    </div>
  )
}
