import { useState } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { api } from '../../../kit/api.ts'
import { useOffers } from '../../../hooks/useOffers.ts'
import { useCarriers } from '../../../hooks/admin/useCarriers.ts'
import { useOfferEvents } from '../../../hooks/admin/useOfferEvents.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { coverageLines, deductibleLabel, limitsLabel, OFFER_STATUS_LABELS, paymentPlan } from '../../../components/offers/format.ts'
import { addDays, calendarDay, isoDay, shortDateTime } from '../../../../shared/dates.ts'
import { addOfferRefusal, isTakenOffer } from '../../../../shared/rules/offers.ts'
import type { RequestStatus } from '../../../../shared/constants/requests.ts'
import { ratingLabel } from '../../../../shared/schemas/carriers.ts'
import type { OfferForm as OfferFormValues, OfferFormInput, OfferJson } from '../../../../shared/schemas/offers.ts'
import { cardClass } from '../parts.tsx'
import { OfferForm } from './OfferForm.tsx'
import { BindForm, WithdrawForm } from './OfferActions.tsx'
import { FirmnessForm } from './FirmnessForm.tsx'
import { findState } from '../../../../shared/constants/states.ts'

const inTwoWeeks = () => isoDay(addDays(new Date(), 14))

const blankOffer = (): OfferFormInput => ({
  carrier_id: 0, term_months: 6, premium: '', down_payment: '', monthly_instalment: '', instalment_count: 5, deductible: '',
  liability_limits: '', coverages: { pip: '', um_uim: '', med_pay: '', comprehensive: false, collision: false, rental: '', roadside: false },
  discounts: '', valid_until: inTwoWeeks(), note: '', firmness: 'bindable', firmness_note: '',
})

const editable = (offer: OfferJson): OfferFormInput => ({
  carrier_id: offer.carrier.id, term_months: offer.term_months, premium: offer.premium, down_payment: offer.down_payment,
  monthly_instalment: offer.monthly_instalment, instalment_count: offer.instalment_count, deductible: offer.deductible ?? '',
  liability_limits: offer.liability_limits,
  coverages: { ...offer.coverages, pip: offer.coverages.pip ?? '', um_uim: offer.coverages.um_uim ?? '', med_pay: offer.coverages.med_pay ?? '', rental: offer.coverages.rental ?? '' },
  discounts: offer.discounts.join(', '), valid_until: offer.valid_until, note: offer.note ?? '',
  firmness: offer.firmness, firmness_note: offer.firmness_note ?? '',
})

const EVENT_LABELS: Record<string, string> = {
  offer_added: 'Offer added', offer_changed: 'Offer changed', offer_withdrawn: 'Offer withdrawn', offer_chosen: 'Offer chosen',
  offer_bound: 'Policy bound', requote_requested: 'Re-quote asked for', firmness_changed: 'Price firmness', price_confirmed: 'New price confirmed',
}

function OfferHistory({ requestNumber, timeZone }: { requestNumber: string; timeZone: string | undefined }) {
  const { events, error } = useOfferEvents(requestNumber)
  if (error) return <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'The offer history could not be loaded.')}</p>
  if (!events) return <Spinner label="Loading offer history..." />
  if (events.length === 0) return <p className="text-sm text-slate-600">No offer activity yet.</p>
  return (
    <ol className="space-y-2" aria-label="Offer history, newest first">
      {events.map((event, index) => (
        <li key={`${event.created_at}-${index}`} className="border-l-2 border-brand-600 pl-3 text-sm">
          <p className="font-medium text-slate-900">{EVENT_LABELS[event.action] ?? event.action}: {event.detail}</p>
          <p className="text-slate-600">by {event.actor ? event.actor.name || event.actor.email : 'a removed user'} · {shortDateTime(event.created_at, timeZone)}</p>
        </li>
      ))}
    </ol>
  )
}

interface OffersPanelProps {
  requestNumber: string
  status: RequestStatus
  /** The applicant's state, which names its minimum limits. */
  state: string
  onChanged: () => Promise<unknown>
}

/** The offers on a request as the agent works them: add, change, withdraw, and bind the chosen one. */
export function OffersPanel({ requestNumber, status, state, onChanged }: OffersPanelProps) {
  const { offers, error, mutate } = useOffers(requestNumber)
  const { carriers } = useCarriers()
  const { mutate: refreshHistory } = useOfferEvents(requestNumber)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  // Only carriers writing in the applicant's state can make an offer (the API refuses the others).
  const writing = (carriers ?? []).filter((carrier) => carrier.states.includes(state))
  const active = writing.filter((carrier) => !carrier.retired)
  const refresh = () => Promise.all([mutate(), refreshHistory(), onChanged()])
  // Known once the offers are in: until then the button shows, and the API still has the last word.
  const refusal = offers ? addOfferRefusal(status, offers.some(isTakenOffer)) : null

  const save = async (values: OfferFormValues) => {
    if (editing === 'new') await api.post(`/admin/insurance_requests/${encodeURIComponent(requestNumber)}/offers`, { offer: values })
    else await api.put(`/admin/offers/${editing}`, { offer: values })
    toast.success(editing === 'new' ? 'Offer added.' : 'Offer updated.')
    setEditing(null)
    await refresh()
  }

  let list
  if (error) list = <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'The offers could not be loaded.')}</p>
  else if (!offers) list = <Spinner label="Loading offers..." />
  else if (offers.length === 0) list = <p className="text-sm text-slate-600">No offers yet. The first one marks the request as quoted.</p>
  else
    list = (
      <ul className="space-y-4" aria-label="Offers">
        {offers.map((offer) => (
          <li key={offer.id} aria-label={`${offer.carrier.name} offer`} className="space-y-2 rounded-md border border-slate-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900">{offer.carrier.name} <span className="font-normal text-slate-600">({ratingLabel(offer.carrier.rating)})</span></p>
              <p className="text-sm font-medium text-slate-800">{OFFER_STATUS_LABELS[offer.status]}{offer.expired && offer.status === 'open' ? ' · Expired' : ''}</p>
            </div>
            <p className="text-sm text-slate-700">{paymentPlan(offer)}</p>
            <p className="text-sm text-slate-700">Liability {limitsLabel(offer, state)} · Deductible {deductibleLabel(offer)} · {coverageLines(offer).join(', ') || 'Liability only'}</p>
            <p className="text-sm text-slate-600">Valid until {calendarDay(offer.valid_until)}{offer.withdrawal_reason ? ` · Withdrawn: ${offer.withdrawal_reason}` : ''}</p>
            {(offer.status === 'open' || offer.status === 'chosen') && editing !== offer.id && <FirmnessForm offer={offer} onDone={refresh} />}
            {editing === offer.id ? (
              <OfferForm idPrefix={`offer-${offer.id}`} carriers={[...active, ...writing.filter((c) => c.id === offer.carrier.id && c.retired)]} defaultValues={editable(offer)} submitLabel="Save offer" onSubmit={save} onCancel={() => setEditing(null)} />
            ) : offer.status === 'open' ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setEditing(offer.id)}>Edit<span className="sr-only"> the {offer.carrier.name} offer</span></Button>
                <WithdrawForm offer={offer} onDone={refresh} />
              </div>
            ) : offer.status === 'chosen' ? (
              <BindForm offer={offer} onDone={refresh} />
            ) : null}
          </li>
        ))}
      </ul>
    )

  return (
    <section aria-labelledby="offers-heading" className={`${cardClass} space-y-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="offers-heading" className="text-lg font-semibold">Offers</h2>
        {editing !== 'new' && !refusal && <Button onClick={() => setEditing('new')}>Add offer</Button>}
      </div>
      {refusal && <p className="text-sm text-slate-700">{refusal}</p>}
      {editing === 'new' && (
        <OfferForm idPrefix="new-offer" carriers={active} defaultValues={blankOffer()} submitLabel="Save offer" onSubmit={save} onCancel={() => setEditing(null)} />
      )}
      {list}
      <h3 className="pt-2 text-base font-semibold">Offer history</h3>
      <OfferHistory requestNumber={requestNumber} timeZone={findState(state)?.timeZone} />
    </section>
  )
}
