import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useAdminRequest, useStatusChanges } from '../../hooks/admin/useAdminRequests.ts'
import { requestTimeZone, statusLabel, typeLabel } from '../../lib/requests.ts'
import { ApiError } from '../../kit/api.ts'
import { liabilityLabel, medPayLabel, wholeDollars } from '../../../shared/rules/coverageLabels.ts'
import { COVERAGE_TYPE_LABELS, LENGTH_LABELS, type AutoInsuranceJson } from '../../../shared/schemas/insuranceRequest.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { StatusBadge } from '../../components/requests/StatusBadge.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { BackLink, cardClass, Facts } from './parts.tsx'
import { StatusPanel } from './StatusPanel.tsx'
import { OffersPanel } from './offers/OffersPanel.tsx'
import { promiseFacts } from './offers/promiseFacts.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { clockTime, longDate, shortDateTime } from '../../../shared/dates.ts'

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value
const yesNo = (flag: boolean, detail?: string | number | null) => (flag ? `Yes${detail ? ` (${detail})` : ''}` : 'No')

function autoFacts(auto: AutoInsuranceJson, state: string, submitted: Date): [string, ReactNode][] {
  return [
    ['VIN', auto.vin],
    ['Coverage Type', labelOf(COVERAGE_TYPE_LABELS, auto.coverage_type)],
    ['Liability Limits', liabilityLabel(auto.minimum_liability_limits, state, submitted)],
    ['Deductible', auto.deductible === null ? 'N/A' : wholeDollars(auto.deductible)],
    ['PIP', auto.pip === null ? 'N/A' : wholeDollars(auto.pip)],
    ['UM/UIM', yesNo(auto.um_uim)],
    ['Medical Payments', medPayLabel(auto.med_pay, auto.med_pay_amount)],
    ['Years with Insurance Company', labelOf(LENGTH_LABELS, auto.insurance_company_length)],
    ['Insurance Company', auto.insurance_company],
    ['Years with Car', labelOf(LENGTH_LABELS, auto.car_ownership_length)],
    ['Financed', yesNo(auto.is_financed, auto.financial_institution)],
    ['Vehicles', String(auto.number_of_vehicles ?? 1)],
    ['Homeowner', yesNo(auto.homeowner)],
    ['Clean Record', yesNo(auto.clean_record)],
    ['Good Student', yesNo(auto.good_student, auto.school)],
    ['Military', yesNo(auto.military, auto.military_branch)],
    ['Safety Features', yesNo(auto.safety_features, auto.safety_features_list)],
    ['Paperless Billing', yesNo(auto.paperless_billing)],
    ['Automatic Payments', yesNo(auto.automatic_payments)],
  ]
}

function AuditTrail({ requestNumber, timeZone }: { requestNumber: string; timeZone: string | undefined }) {
  const { changes, error, isLoading } = useStatusChanges(requestNumber)
  let body
  if (error) body = <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'The audit trail could not be loaded.')}</p>
  else if (isLoading || !changes) body = <Spinner label="Loading audit trail..." />
  else if (changes.length === 0) body = <p className="text-sm text-slate-600">No status changes yet.</p>
  else
    body = (
      <ol className="space-y-3" aria-label="Status changes, newest first">
        {changes.map((change, index) => (
          <li key={`${change.created_at}-${index}`} className="border-l-2 border-brand-600 pl-3 text-sm">
            <p className="font-medium text-slate-900">{statusLabel(change.from_status)} → {statusLabel(change.to_status)}</p>
            <p className="text-slate-600">by {change.actor ? `${change.actor.name} (${change.actor.email})` : 'a removed user'} · {shortDateTime(change.created_at, timeZone)}</p>
          </li>
        ))}
      </ol>
    )
  return (
    <section aria-labelledby="audit-heading" className={cardClass}>
      <h2 id="audit-heading" className="mb-4 text-lg font-semibold">Audit Trail</h2>
      {body}
    </section>
  )
}

/** /admin/requests/:requestNumber: the whole request, its status controls and its audit trail. */
export function AdminRequestDetail({ requestNumber }: { requestNumber: string }) {
  useDocumentTitle(`Request #${requestNumber}`)
  const { request, error, isLoading, mutate } = useAdminRequest(requestNumber)
  const { mutate: refreshTrail } = useStatusChanges(requestNumber)

  if (isLoading) return <Spinner label="Loading request..." />
  if (error || !request) {
    const missing = !error || (error instanceof ApiError && error.status === 404)
    return (
      <ErrorPanel title="Error Loading Request" message={<p>{missing ? 'The requested insurance request could not be found.' : errorMessage(error, 'Failed to fetch insurance request details')}</p>}>
        <Link href="/admin/requests" className="inline-block font-medium text-red-900 underline">Back to Requests</Link>
      </ErrorPanel>
    )
  }
  const applicant = request.applicant
  const timeZone = requestTimeZone(request)
  return (
    <div className="space-y-6">
      <BackLink href="/admin/requests">Back to Requests</BackLink>
      <header className="flex flex-wrap items-center gap-4">
        <h1 className="flex-1 text-2xl font-bold text-slate-900">Request #{request.request_number}</h1>
        <StatusBadge status={request.status} />
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="overview-heading" className={cardClass}>
            <h2 id="overview-heading" className="mb-4 text-lg font-semibold">Overview</h2>
            <Facts items={[
              ['Request Number', request.request_number],
              ['Type', typeLabel(request.insurance_type)],
              ['Status', statusLabel(request.status)],
              ['Date', longDate(request.created_at, timeZone)],
              ['Time', clockTime(request.created_at, timeZone)],
              ...promiseFacts(request),
            ]} />
          </section>
          {applicant && (
            <section aria-labelledby="applicant-heading" className={cardClass}>
              <h2 id="applicant-heading" className="mb-4 text-lg font-semibold">Applicant</h2>
              <Facts items={[
                ['Full Name', `${applicant.first_name} ${applicant.last_name}`.trim()],
                ['Email', applicant.email],
                ['Phone', applicant.phone_number],
                ["Driver's License", applicant.drivers_license],
                ['Street', applicant.address.street],
                ['City', applicant.address.city],
                ['State', applicant.address.state],
                ['ZIP', applicant.address.zip],
              ]} />
            </section>
          )}
          {request.auto_insurance && (
            <section aria-labelledby="auto-heading" className={cardClass}>
              <h2 id="auto-heading" className="mb-4 text-lg font-semibold">Auto Insurance Details</h2>
              <Facts items={autoFacts(request.auto_insurance, request.applicant?.address.state ?? '', new Date(request.created_at))} />
            </section>
          )}
          <OffersPanel requestNumber={request.request_number} state={applicant?.address.state ?? ''} onChanged={() => Promise.all([mutate(), refreshTrail()])} />
        </div>
        <div className="space-y-6">
          <StatusPanel key={request.status} request={request} onSaved={() => Promise.all([mutate(), refreshTrail()])} />
          <AuditTrail requestNumber={request.request_number} timeZone={timeZone} />
        </div>
      </div>
    </div>
  )
}
