import type { ReactNode } from 'react'
import { BackLink } from '../../components/BackLink.tsx'
import { Link } from 'wouter'
import Check from 'lucide-react/icons/check'
import Minus from 'lucide-react/icons/minus'
import { useInsuranceRequest } from '../../hooks/useInsuranceRequest.ts'
import { useOffers } from '../../hooks/useOffers.ts'
import { haveAllLapsed } from '../../../shared/rules/offers.ts'
import { nextSteps, requestTimeZone, statusLabel, typeLabel, vehicleCount } from '../../lib/requests.ts'
import { ApiError } from '../../kit/api.ts'
import { TRACKED_STATUSES } from '../../../shared/constants/requests.ts'
import { asksPip, asksUmUim, currentInsurerLabel, liabilityLabel, medPayLabel, NOT_SELECTED, umUimLabel, wholeDollars } from '../../../shared/rules/coverageLabels.ts'
import { COVERAGE_TYPE_LABELS, LENGTH_LABELS } from '../../../shared/constants/requestOptions.ts'
import type { ApplicantJson, AutoInsuranceJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { InsuranceTypeIcon } from '../../components/requests/InsuranceTypeIcon.tsx'
import { StatusBadge } from '../../components/requests/StatusBadge.tsx'
import { OfferComparison } from '../../components/offers/OfferComparison.tsx'
import { PolicyFacts, PromiseNote } from '../../components/offers/PromiseNote.tsx'
import { RequestEstimate } from '../../components/estimate/RequestEstimate.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { longDateTime } from '../../../shared/dates.ts'

const cardClass = 'rounded-lg border border-slate-200 bg-white p-6 shadow-sm'
const buttonClass = 'inline-flex w-full items-center justify-center rounded-md px-4 py-2 font-medium'

function labelOf<T extends Record<string, string>>(labels: T, value: string): string {
  return value in labels ? (labels[value] ?? value) : value
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * Spec §4: pending → processing → quoted → purchased; steps up to the current one are done, but for
 * Processing when the request went past it without ever being there (its first offer came first).
 */
function Tracker({ status, beenProcessing }: { status: string; beenProcessing: boolean }) {
  const reached = TRACKED_STATUSES.findIndex((step) => step === status)
  return (
    <ol aria-label="Request progress" className="grid grid-cols-4 gap-2">
      {TRACKED_STATUSES.map((step, index) => {
        const passed = reached >= 0 && index <= reached
        const skipped = passed && step === 'processing' && status !== 'processing' && !beenProcessing
        const done = passed && !skipped
        return (
          <li key={step} aria-current={index === reached ? 'step' : undefined} className="flex flex-col items-center gap-2 text-center">
            <span className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold ${done ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700'}`}>
              {done ? <Check aria-hidden="true" className="h-5 w-5" /> : skipped ? <Minus aria-hidden="true" className="h-5 w-5" /> : index + 1}
            </span>
            <span className={`text-sm ${done ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              {statusLabel(step)}
              <span className="sr-only">{done ? ' (done)' : skipped ? ' (skipped)' : ' (not yet)'}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}

function applicantFacts(applicant: ApplicantJson): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [
    ['Full Name', applicant.full_name],
    ['Email', applicant.email],
    ['Phone', applicant.phone_number],
  ]
  if (applicant.drivers_license) facts.push(["Driver's License", applicant.drivers_license])
  const { street, city, state, zip } = applicant.address
  facts.push(['Address', `${street}, ${city}, ${state} ${zip}`])
  return facts
}

function autoFacts(auto: AutoInsuranceJson, state: string, submitted: Date, householdVehicles: number): [string, ReactNode][] {
  const facts: [string, ReactNode][] = [
    ['VIN', auto.vin],
    ['Coverage Type', labelOf(COVERAGE_TYPE_LABELS, auto.coverage_type)],
    ['Liability Limits', liabilityLabel(auto.minimum_liability_limits, state, submitted)],
    ['Medical Payments', medPayLabel(auto.med_pay, auto.med_pay_amount)],
    ['Current Insurer', currentInsurerLabel(auto)],
    ['Years with Car', labelOf(LENGTH_LABELS, auto.car_ownership_length)],
    ['Financed', auto.is_financed ? `Yes${auto.financial_institution ? ` (${auto.financial_institution})` : ''}` : 'No'],
  ]
  if (auto.deductible !== null) facts.push(['Deductible', wholeDollars(auto.deductible)])
  if (asksPip(state)) facts.push(['PIP', auto.pip === null ? NOT_SELECTED : wholeDollars(auto.pip)])
  if (asksUmUim(state)) facts.push(['UM/UIM', umUimLabel(auto.um_uim)])
  facts.push(['Vehicles', String(vehicleCount(auto.number_of_vehicles, householdVehicles))])
  return facts
}

/** One request in full (spec §2 Customer request detail). */
export function RequestDetail({ requestNumber }: { requestNumber: string }) {
  useDocumentTitle(`Request #${requestNumber}`)
  const { request, error, isLoading, mutate } = useInsuranceRequest(requestNumber)
  const { offers } = useOffers(request?.first_offer_at ? request.request_number : null)

  if (isLoading) return <Spinner label="Loading request..." />
  if (error || !request) {
    const missing = !error || (error instanceof ApiError && error.status === 404)
    return (
      <ErrorPanel
        title="Error Loading Request"
        message={<p>{missing ? 'The requested insurance request could not be found.' : error.message || 'Failed to fetch insurance request details'}</p>}
      >
        <Link href="/dashboard" className="inline-block font-medium text-red-900 underline">Return to Dashboard</Link>
      </ErrorPanel>
    )
  }

  return (
    <div className="space-y-6">
      <BackLink href="/dashboard/requests">Back to My Requests</BackLink>
      <header className="flex flex-wrap items-center gap-4">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <InsuranceTypeIcon type={request.insurance_type} className="h-6 w-6" />
        </span>
        <div className="flex-1">
          <p className="text-sm text-slate-600">{typeLabel(request.insurance_type)}</p>
          <h1 className="text-2xl font-bold text-slate-900">Request #{request.request_number}</h1>
        </div>
        <StatusBadge status={request.status} />
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="progress-heading" className={cardClass}>
            <h2 id="progress-heading" className="mb-4 text-lg font-semibold">Progress</h2>
            <Tracker status={request.status} beenProcessing={request.been_processing} />
            <p className="mt-6 text-sm text-slate-700">
              Submitted on {longDateTime(request.created_at, requestTimeZone(request))}
            </p>
            <PromiseNote request={request} />
          </section>
          <RequestEstimate quote={request} />
          {request.first_offer_at && (
            <section aria-labelledby="offers-heading" className={`${cardClass} space-y-4`}>
              <h2 id="offers-heading" className="text-lg font-semibold">Your Offers</h2>
              <OfferComparison request={request} onRequestChanged={() => mutate()} />
            </section>
          )}
          {request.applicant && (
            <section aria-labelledby="applicant-heading" className={cardClass}>
              <h2 id="applicant-heading" className="mb-4 text-lg font-semibold">Applicant Information</h2>
              <Facts items={applicantFacts(request.applicant)} />
            </section>
          )}
          {request.insurance_type === 'auto' && request.auto_insurance && (
            <section aria-labelledby="auto-heading" className={cardClass}>
              <h2 id="auto-heading" className="mb-4 text-lg font-semibold">Auto Insurance Details</h2>
              <Facts items={autoFacts(request.auto_insurance, request.applicant?.address.state ?? '', new Date(request.created_at), request.vehicles.length)} />
            </section>
          )}
        </div>
        <aside aria-labelledby="status-heading" className={`${cardClass} h-fit space-y-4`}>
          <h2 id="status-heading" className="text-lg font-semibold">Request Status</h2>
          <StatusBadge status={request.status} />
          <PolicyFacts request={request} />
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Next Steps</h3>
            <p className="mt-1 text-sm text-slate-700">{nextSteps(request.status, haveAllLapsed(offers ?? []))}</p>
          </div>
          {request.status === 'quoted' && (
            <a href={`/auto/quote-ready?requestNumber=${encodeURIComponent(request.request_number)}`} className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}>
              View Quote Details
            </a>
          )}
          <Link href={`/support?request=${encodeURIComponent(request.request_number)}`} className={`${buttonClass} text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50`}>
            Contact Support
          </Link>
        </aside>
      </div>
    </div>
  )
}
