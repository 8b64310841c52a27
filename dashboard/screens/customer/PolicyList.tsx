import { Link } from 'wouter'
import { BackLink } from '../../components/BackLink.tsx'
import FileText from 'lucide-react/icons/file-text'
import { useMyPolicies } from '../../hooks/usePolicies.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { PolicyStatusBadge } from '../../components/policies/PolicyStatusBadge.tsx'
import { dollars } from '../../../shared/rules/cents.ts'
import { calendarDay } from '../../../shared/dates.ts'

const addButtonClass = 'inline-flex rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-600'

/** My policies: bound here or added from any provider, soonest to expire first. */
export function PolicyList() {
  useDocumentTitle('My Policies')
  const { policies, error } = useMyPolicies()
  return (
    <div className="space-y-6">
      <BackLink href="/dashboard">Back to Dashboard</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">My Policies</h1>
        <Link href="/dashboard/policies/new" className={addButtonClass}>Add a policy</Link>
      </div>
      {error && <ErrorPanel title="Error Loading Policies" message={<p>{errorMessage(error, 'Your policies could not be loaded. Please try again.')}</p>} />}
      {!error && !policies && <Spinner label="Loading your policies..." />}
      {policies && policies.length === 0 && (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">No Policies Yet</h2>
          <p className="mt-1 text-slate-600">Add a policy you hold with any provider and we will check it for gaps, or get a quote and bind one here.</p>
          <Link href="/dashboard/policies/new" className={`mt-4 ${addButtonClass}`}>Add your first policy</Link>
        </div>
      )}
      {policies && policies.length > 0 && (
        <ul aria-label="Policies" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {policies.map((policy) => (
            <li key={policy.id} className="space-y-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">
                  <Link href={`/dashboard/policies/${policy.id}`} className="hover:underline">{policy.carrier_name} · {policy.policy_number}</Link>
                </h2>
                <PolicyStatusBadge status={policy.status} />
              </div>
              <p className="text-sm text-slate-700">{calendarDay(policy.effective_date)} to {calendarDay(policy.expiration_date)} · {policy.state}</p>
              <p className="text-sm text-slate-700">{dollars(policy.premium)} for {policy.term_months} months</p>
              <p className="text-xs text-slate-600">{policy.origin === 'bound' ? 'Bound through GetQuote' : 'Added by you'}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
