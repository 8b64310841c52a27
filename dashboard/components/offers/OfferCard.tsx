import type { ReactNode } from 'react'
import { dollars } from '../../../shared/rules/cents.ts'
import { isTakenOffer, type OfferDifference } from '../../../shared/rules/offers.ts'
import { ratingLabel } from '../../../shared/schemas/carriers.ts'
import type { OfferJson } from '../../../shared/schemas/offers.ts'
import { ChooseOfferDialog } from './ChooseOfferDialog.tsx'
import { FirmnessNote } from './FirmnessNote.tsx'
import { ConfirmPrice } from './ConfirmPrice.tsx'
import { BindingWaits } from './BindingWaits.tsx'
import { coverageLines, deductibleLabel, limitsLabel, OFFER_STATUS_LABELS } from './format.ts'
import { calendarDay } from '../../../shared/dates.ts'

interface OfferCardProps {
  offer: OfferJson
  /** The applicant's state, which names its minimum limits. */
  state: string
  differences: OfferDifference[]
  /** Whether the customer may choose now (a quoted request with nothing chosen yet). */
  choosable: boolean
  onChosen: () => Promise<unknown>
}

/** Limits such as $100,000/$300,000/$100,000 wrap after a slash, never inside an amount. */
export function SlashBreaks({ text }: { text: string }) {
  const parts = text.split('/')
  return parts.map((part, index) => (
    <span key={index}>{part}{index < parts.length - 1 && <>/<wbr /></>}</span>
  ))
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

/** One offer in the comparison: price normalised per month and per year, then terms, covers and differences. */
export function OfferCard({ offer, state, differences, choosable, onChosen }: OfferCardProps) {
  const headingId = `offer-${offer.id}-heading`
  const settled = offer.status !== 'open'
  return (
    <li aria-labelledby={headingId} className={`flex flex-col gap-4 rounded-xl border bg-white p-5 shadow-sm ${isTakenOffer(offer) ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}>
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">{offer.carrier.name}</h3>
        <p className="text-sm text-slate-700">Financial strength: {ratingLabel(offer.carrier.rating)}</p>
        {offer.carrier.satisfaction_note && <p className="mt-1 text-sm text-slate-600">{offer.carrier.satisfaction_note}</p>}
      </div>
      <p>
        <span className="text-3xl font-bold text-slate-900">{dollars(offer.price_per_month)}</span>
        <span className="text-slate-700"> per month</span>
        <span className="block text-sm text-slate-700">{dollars(offer.price_per_year)} per year · {dollars(offer.premium)} for {offer.term_months} months</span>
      </p>
      <FirmnessNote offer={offer} />
      <dl className="space-y-2">
        <Row label="Down payment">{dollars(offer.down_payment)}{offer.instalment_count > 0 ? `, then ${offer.instalment_count} × ${dollars(offer.monthly_instalment)}` : ''}</Row>
        <Row label="Deductible">{deductibleLabel(offer)}</Row>
        <Row label="Liability limits"><SlashBreaks text={limitsLabel(offer, state)} /></Row>
        <Row label="Coverages">{coverageLines(offer).join(', ') || 'Liability only'}</Row>
        {offer.discounts.length > 0 && <Row label="Discounts">{offer.discounts.join(', ')}</Row>}
        <Row label="Valid until">{calendarDay(offer.valid_until)}{offer.expired ? ' (expired)' : ''}</Row>
        {offer.note && <Row label="Note">{offer.note}</Row>}
      </dl>
      {differences.length > 0 && (
        <ul aria-label={`How the ${offer.carrier.name} offer differs from your request`} className="space-y-1">
          {differences.map((difference) => (
            <li key={difference.message} className={`rounded-md px-3 py-2 text-sm ${difference.kind === 'minimum' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'}`}>
              {difference.kind === 'minimum' ? 'Below the state minimum: ' : ''}{difference.message}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto">
        {offer.price_to_confirm ? (
          <ConfirmPrice offer={offer} onConfirmed={onChosen} />
        ) : offer.expired && !settled ? (
          <p className="rounded-md bg-slate-100 px-3 py-2 text-center text-sm font-medium text-slate-800">Expired: this offer can no longer be chosen</p>
        ) : settled ? (
          <>
            <p className="rounded-md bg-slate-100 px-3 py-2 text-center text-sm font-medium text-slate-800">{offer.status === 'chosen' ? 'You chose this offer' : OFFER_STATUS_LABELS[offer.status]}</p>
            {offer.status === 'chosen' && <BindingWaits state={state} />}
          </>
        ) : (
          <ChooseOfferDialog offer={offer} state={state} disabled={!choosable} onChosen={onChosen} />
        )}
      </div>
    </li>
  )
}
