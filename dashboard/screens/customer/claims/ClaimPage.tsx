import { Link } from 'wouter'
import { useSWRConfig } from 'swr'
import { useClaim, MY_CLAIMS_KEY } from '../../../hooks/useClaims.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { isUnreachable } from '../../../kit/api.ts'
import { loadLocalDraft } from './localDraft.ts'
import { formOf } from './reportValues.ts'
import { ReportForm } from './ReportForm.tsx'
import { SentClaim } from './SentClaim.tsx'

/** One accident report: the form while it is a draft, the tracker once it is sent. */
export function ClaimPage({ claimNumber }: { claimNumber: string }) {
  const { claim, error, isLoading, reload } = useClaim(claimNumber)
  const { mutate } = useSWRConfig()
  useDocumentTitle(claim?.status === 'draft' ? 'Report an accident' : `Claim ${claimNumber}`)
  // Out of reach (offline at a reload): the report opens from what this tab kept, and is sent once back online.
  const keptInTab = error && !claim && isUnreachable(error) ? loadLocalDraft(claimNumber) : null
  const start = keptInTab ?? (claim?.status === 'draft' ? loadLocalDraft(claimNumber) ?? formOf(claim) : null)
  const refresh = async () => {
    await reload()
    await mutate(MY_CLAIMS_KEY)
  }
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link href="/dashboard/claims" className="text-sm font-medium text-brand-700 hover:underline">← My claims</Link>
      <h1 className="text-2xl font-bold text-slate-900">{claim?.status === 'draft' || !claim ? 'Report an accident' : `Claim ${claimNumber}`}</h1>
      {isLoading && <Spinner label="Loading your report..." />}
      {error && !claim && !keptInTab && (
        <ErrorPanel title="We could not open this report" message={<p>{errorMessage(error, 'Please check your connection and try again.')}</p>} />
      )}
      {start && <ReportForm claimNumber={claimNumber} claim={claim} start={start} onSent={refresh} onPhotos={reload} />}
      {claim && claim.status !== 'draft' && <SentClaim claim={claim} onPhotos={reload} />}
    </div>
  )
}
