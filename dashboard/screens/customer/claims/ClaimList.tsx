import { Link } from 'wouter'
import { useMyClaims } from '../../../hooks/useClaims.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { shortDateTime } from '../../../../shared/dates.ts'
import { CLAIM_STATUS_LABELS } from '../../../../shared/schemas/accidentClaims.ts'

const startClass = 'inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700'

/** The customer's accident reports, drafts first as they were started. */
export function ClaimList() {
  useDocumentTitle('My claims')
  const { claims, error, isLoading } = useMyClaims()
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">My claims</h1>
        <Link href="/dashboard/claims/new" className={startClass}>Had an accident?</Link>
      </div>
      {isLoading && <Spinner label="Loading your claims..." />}
      {error && !claims && <ErrorPanel title="We could not load your claims" message={<p>{errorMessage(error, 'Please try again.')}</p>} />}
      {claims?.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No accident reports. We hope it stays that way.</p>}
      {claims && claims.length > 0 && (
        <ul className="space-y-3">
          {claims.map((claim) => (
            <li key={claim.claim_number}>
              <Link href={`/dashboard/claims/${claim.claim_number}`} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600">
                <span className="block font-mono font-semibold text-slate-900">{claim.claim_number}</span>
                <span className="block text-slate-700">{CLAIM_STATUS_LABELS[claim.status]}{claim.carrier ? ` · ${claim.carrier.name}` : ''}</span>
                <span className="block text-sm text-slate-600">{claim.submitted_at ? `Sent ${shortDateTime(claim.submitted_at)}` : `Started ${shortDateTime(claim.created_at)}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
