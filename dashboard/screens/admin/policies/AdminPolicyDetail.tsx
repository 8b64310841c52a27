import { useAdminPolicy } from '../../../hooks/admin/useAdminPolicies.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { PolicyStatusBadge } from '../../../components/policies/PolicyStatusBadge.tsx'
import { PolicyCoverages } from '../../../components/policies/PolicyCoverages.tsx'
import { CoverageChecklist } from '../../../components/policies/CoverageChecklist.tsx'
import { PolicyDocuments } from '../../../components/policies/PolicyDocuments.tsx'
import { cardClass } from '../parts.tsx'
import { BackLink } from '../../../components/BackLink.tsx'
import { AdminRenewal } from './AdminRenewal.tsx'
import { shortDateTime } from '../../../../shared/dates.ts'
import type { PolicyEventAction } from '../../../../shared/schemas/insurancePolicy.ts'

const ACTION_LABELS: Record<PolicyEventAction, string> = {
  policy_bound: 'Bound',
  policy_added: 'Added by the customer',
  policy_changed: 'Changed',
  requote_requested: 'New quote requested',
  policy_expired: 'Expired',
  document_uploaded: 'Document uploaded',
  renewal_noticed: 'Renewal notice',
  reshop_opened: 'Re-shop opened',
  auto_reshop_changed: 'Automatic re-shop changed',
  renewal_recorded: 'Renewal offer recorded',
  policy_renewed: 'Renewed',
  cancellation_scheduled: 'Cancellation scheduled',
  policy_cancelled: 'Cancelled',
}

/** The agent's policy page: the customer, the renewal, the cover, its gaps and its history. */
export function AdminPolicyDetail({ policyId }: { policyId: string }) {
  const { policy, error, reload } = useAdminPolicy(policyId)
  useDocumentTitle(policy ? `Policy ${policy.policy_number}` : 'Policy')
  return (
    <div className="space-y-6">
      <BackLink href="/admin/policies">Back to Policies</BackLink>
      {error && <ErrorPanel title="Error Loading Policy" message={<p>{errorMessage(error, 'This policy could not be loaded.')}</p>} />}
      {!error && !policy && <Spinner label="Loading policy..." />}
      {policy && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold text-slate-900">{policy.carrier_name} · {policy.policy_number}</h1>
            <PolicyStatusBadge status={policy.status} />
          </div>
          <p className="text-slate-700">
            {policy.owner.name} ({policy.owner.email}) · {policy.origin === 'bound' ? `bound here from request ${policy.request_number ?? '(removed)'}` : 'added from elsewhere'}
          </p>
          <AdminRenewal policy={policy} onChanged={reload} />
          <CoverageChecklist policyId={policyId} />
          <PolicyCoverages policy={policy} />
          <PolicyDocuments policy={policy} onUploaded={() => void reload()} />
          <section aria-labelledby="policy-history" className={cardClass}>
            <h2 id="policy-history" className="mb-3 text-lg font-semibold text-slate-900">History</h2>
            <ol className="space-y-2">
              {policy.events.map((event, index) => (
                <li key={index} className="text-sm text-slate-800">
                  <span className="font-medium">{ACTION_LABELS[event.action]}</span> · {shortDateTime(event.created_at)} · {event.actor?.name ?? 'Automatic'}
                  {event.detail && <span className="block text-slate-600">{event.detail}</span>}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  )
}
