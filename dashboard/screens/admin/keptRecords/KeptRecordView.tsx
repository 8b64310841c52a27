import { requestTimeZone, typeLabel } from '../../../lib/requests.ts'
import { StatusBadge } from '../../../components/requests/StatusBadge.tsx'
import { coverageLines, deductibleLabel, limitsLabel, OFFER_STATUS_LABELS, paymentPlan } from '../../../components/offers/format.ts'
import { calendarDay, longCalendarDay, longDate, shortDateTime } from '../../../../shared/dates.ts'
import { ratingLabel } from '../../../../shared/schemas/carriers.ts'
import type { RestrictedRecordJson } from '../../../../shared/schemas/retention.ts'
import { cardClass, Facts } from '../parts.tsx'
import { applicantFacts, autoFacts } from '../requests/requestFacts.ts'
import { StatusChangeList } from '../requests/StatusChangeList.tsx'

/** A deleted account's kept request as the law keeps it: read-only, with until when and that this read was logged. */
export function KeptRecordView({ record }: { record: RestrictedRecordJson }) {
  const request = record.insurance_request
  const state = request.applicant?.address.state ?? ''
  const timeZone = requestTimeZone(request)
  return (
    <article aria-labelledby="kept-record-heading" className="space-y-6">
      <header className="flex flex-wrap items-center gap-4">
        <h2 id="kept-record-heading" className="flex-1 text-2xl font-bold text-slate-900">Request #{request.request_number}</h2>
        <StatusBadge status={request.status} />
      </header>
      <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        Kept until {longCalendarDay(record.kept_until)}; restricted since {longDate(record.restricted_at, timeZone)}. This read and your reason were logged.
      </p>
      <section aria-labelledby="kept-overview-heading" className={cardClass}>
        <h3 id="kept-overview-heading" className="mb-4 text-lg font-semibold">Overview</h3>
        <Facts items={[
          ['Type', typeLabel(request.insurance_type)],
          ['Submitted', shortDateTime(request.created_at, timeZone)],
          ['Policy Number', request.policy_number],
          ['Effective Date', request.effective_date && calendarDay(request.effective_date)],
        ]} />
      </section>
      {request.applicant && (
        <section aria-labelledby="kept-applicant-heading" className={cardClass}>
          <h3 id="kept-applicant-heading" className="mb-4 text-lg font-semibold">Applicant</h3>
          <Facts items={applicantFacts(request.applicant)} />
        </section>
      )}
      {request.auto_insurance && (
        <section aria-labelledby="kept-auto-heading" className={cardClass}>
          <h3 id="kept-auto-heading" className="mb-4 text-lg font-semibold">Vehicle and Coverage</h3>
          <Facts items={autoFacts(request.auto_insurance, state, new Date(request.created_at))} />
        </section>
      )}
      <section aria-labelledby="kept-offers-heading" className={cardClass}>
        <h3 id="kept-offers-heading" className="mb-4 text-lg font-semibold">Offers</h3>
        {record.offers.length === 0 ? <p className="text-sm text-slate-600">No offers were made.</p> : (
          <ul className="space-y-4" aria-label="Offers">
            {record.offers.map((offer) => (
              <li key={offer.id} aria-label={`${offer.carrier.name} offer`} className="space-y-1 rounded-md border border-slate-200 p-4 text-sm text-slate-700">
                <p className="flex flex-wrap justify-between gap-2 text-base">
                  <span className="font-semibold text-slate-900">{offer.carrier.name} <span className="font-normal text-slate-600">({ratingLabel(offer.carrier.rating)})</span></span>
                  <span className="font-medium text-slate-800">{OFFER_STATUS_LABELS[offer.status]}</span>
                </p>
                <p>{paymentPlan(offer)}</p>
                <p>Liability {limitsLabel(offer, state)} · Deductible {deductibleLabel(offer)} · {coverageLines(offer).join(', ') || 'Liability only'}</p>
                <p className="text-slate-600">Valid until {calendarDay(offer.valid_until)}{offer.withdrawal_reason ? ` · Withdrawn: ${offer.withdrawal_reason}` : ''}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="kept-trail-heading" className={cardClass}>
        <h3 id="kept-trail-heading" className="mb-4 text-lg font-semibold">Status History</h3>
        <StatusChangeList changes={record.status_changes} timeZone={timeZone} />
      </section>
    </article>
  )
}
