import { Link } from 'wouter'
import { useAdminRequest, useStatusChanges } from '../../hooks/admin/useAdminRequests.ts'
import { requestTimeZone, statusLabel, typeLabel } from '../../lib/requests.ts'
import { ApiError } from '../../kit/api.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { StatusBadge } from '../../components/requests/StatusBadge.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { cardClass, Facts } from './parts.tsx'
import { BackLink } from '../../components/BackLink.tsx'
import { StatusPanel } from './StatusPanel.tsx'
import { OffersPanel } from './offers/OffersPanel.tsx'
import { promiseFacts } from './offers/promiseFacts.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { clockTime, longDate } from '../../../shared/dates.ts'
import { applicantFacts, autoFacts } from './requests/requestFacts.ts'
import { HouseholdList } from '../../components/household/HouseholdList.tsx'
import { RequestEstimate } from '../../components/estimate/RequestEstimate.tsx'
import { StatusChangeList } from './requests/StatusChangeList.tsx'
import { LicenceWarning } from './requests/LicenceWarning.tsx'
import { CallStatus } from './requests/CallStatus.tsx'

function AuditTrail({ requestNumber, timeZone }: { requestNumber: string; timeZone: string | undefined }) {
  const { changes, error, isLoading } = useStatusChanges(requestNumber)
  let body
  if (error) body = <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'The audit trail could not be loaded.')}</p>
  else if (isLoading || !changes) body = <Spinner label="Loading audit trail..." />
  else body = <StatusChangeList changes={changes} timeZone={timeZone} />
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
      {applicant && <LicenceWarning state={applicant.address.state} status={request.status} size="full" />}
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
              <Facts items={applicantFacts(applicant).map(([label, value]) => (label === 'Phone' ? [label, <>{value}<CallStatus requestNumber={request.request_number} /></>] : [label, value]))} />
            </section>
          )}
          {request.auto_insurance && (
            <section aria-labelledby="auto-heading" className={cardClass}>
              <h2 id="auto-heading" className="mb-4 text-lg font-semibold">Auto Insurance Details</h2>
              <Facts items={autoFacts(request.auto_insurance, request.applicant?.address.state ?? '', new Date(request.created_at), request.vehicles.length)} />
            </section>
          )}
          <section aria-labelledby="household-heading" className={cardClass}>
            <h2 id="household-heading" className="mb-4 text-lg font-semibold">Household</h2>
            <HouseholdList drivers={request.drivers} vehicles={request.vehicles} forAgent />
          </section>
          <RequestEstimate quote={request} heading="Estimated price range" />
          <OffersPanel requestNumber={request.request_number} status={request.status} state={applicant?.address.state ?? ''} onChanged={() => Promise.all([mutate(), refreshTrail()])} />
        </div>
        <div className="space-y-6">
          <StatusPanel key={request.status} request={request} onSaved={() => Promise.all([mutate(), refreshTrail()])} />
          <AuditTrail requestNumber={request.request_number} timeZone={timeZone} />
        </div>
      </div>
    </div>
  )
}
