import { Link } from 'wouter'
import { BackLink } from '../../components/BackLink.tsx'
import { usePolicy } from '../../hooks/usePolicies.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { ApiError } from '../../kit/api.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { PolicyStatusBadge } from '../../components/policies/PolicyStatusBadge.tsx'
import { PolicyCoverages } from '../../components/policies/PolicyCoverages.tsx'
import { CoverageChecklist } from '../../components/policies/CoverageChecklist.tsx'
import { RequoteForm } from './policies/RequoteForm.tsx'
import { RenewalSection } from './policies/RenewalSection.tsx'
import { BoundPolicyNote } from '../../components/policies/BoundPolicyNote.tsx'
import { PaperCopiesNote } from '../../components/policies/PaperCopiesNote.tsx'
import { longCalendarDay } from '../../../shared/dates.ts'
import { PolicyDocuments } from '../../components/policies/PolicyDocuments.tsx'

/** One policy: its renewal, its coverages, the coverage checklist, and a new quote from it in one click. */
export function PolicyDetail({ policyId }: { policyId: string }) {
  const { policy, error, reload } = usePolicy(policyId)
  useDocumentTitle(policy ? `Policy ${policy.policy_number}` : 'Policy')
  return (
    <div className="space-y-6">
      <BackLink href="/dashboard/policies">Back to My Policies</BackLink>
      {error && (
        <ErrorPanel
          title={error instanceof ApiError && error.status === 404 ? 'Policy Not Found' : 'Error Loading Policy'}
          message={<p>{errorMessage(error, 'This policy could not be loaded. Please try again.')}</p>}
        />
      )}
      {!error && !policy && <Spinner label="Loading policy..." />}
      {policy && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold text-slate-900">{policy.carrier_name} · {policy.policy_number}</h1>
            <PolicyStatusBadge status={policy.status} />
            {policy.origin === 'added' && <Link href={`/dashboard/policies/${policy.id}/edit`} className="ml-auto font-medium text-brand-700 hover:underline">Edit policy</Link>}
          </div>
          {policy.origin === 'bound' && <BoundPolicyNote />}
          {policy.origin === 'bound' && <PaperCopiesNote />}
          {policy.cancellation_date && policy.status !== 'cancelled' && (
            <p role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-4 font-semibold text-slate-900">Cancels on {longCalendarDay(policy.cancellation_date)}</p>
          )}
          {policy.cancellation_date && policy.reshop_request_number && (
            <p className="text-sm text-slate-700">
              The offer you chose from request <Link href={`/dashboard/requests/${policy.reshop_request_number}`} className="font-medium text-brand-700 hover:underline">{policy.reshop_request_number}</Link> replaces it that day: see the new policy in <Link href="/dashboard/policies" className="font-medium text-brand-700 hover:underline">My Policies</Link>.
            </p>
          )}
          {policy.request_number && (
            <p className="text-sm text-slate-700">
              Bound through GetQuote from request <Link href={`/dashboard/requests/${policy.request_number}`} className="font-medium text-brand-700 hover:underline">{policy.request_number}</Link>.
            </p>
          )}
          {(policy.status === 'active' || policy.status === 'renewal_pending') && !policy.cancellation_date && <RenewalSection policy={policy} onChanged={reload} />}
          <CoverageChecklist policyId={policyId} />
          <RequoteForm policyId={policy.id} />
          <PolicyCoverages policy={policy} />
          <PolicyDocuments policy={policy} />
        </>
      )}
    </div>
  )
}
