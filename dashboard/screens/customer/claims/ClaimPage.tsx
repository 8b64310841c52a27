import { Link } from 'wouter'
import { useSWRConfig } from 'swr'
import { useClaim, MY_CLAIMS_KEY } from '../../../hooks/useClaims.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { ReportForm } from './ReportForm.tsx'
import { SentClaim } from './SentClaim.tsx'

/** One accident report: the form while it is a draft, the tracker once it is sent. */
export function ClaimPage({ claimNumber }: { claimNumber: string }) {
  const { claim, error, isLoading, reload } = useClaim(claimNumber)
  const { mutate } = useSWRConfig()
  useDocumentTitle(claim?.status === 'draft' ? 'Report an accident' : `Claim ${claimNumber}`)
  const refresh = async () => {
    await reload()
    await mutate(MY_CLAIMS_KEY)
  }
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link href="/dashboard/claims" className="text-sm font-medium text-brand-700 hover:underline">← My claims</Link>
      <h1 className="text-2xl font-bold text-slate-900">{claim?.status === 'draft' || !claim ? 'Report an accident' : `Claim ${claimNumber}`}</h1>
      {isLoading && <Spinner label="Loading your report..." />}
      {error && !claim && (
        <ErrorPanel title="We could not open this report" message={<p>{errorMessage(error, 'Please check your connection and try again.')}</p>} />
      )}
      {claim?.status === 'draft' && <ReportForm claim={claim} onSent={refresh} onPhotos={reload} />}
      {claim && claim.status !== 'draft' && <SentClaim claim={claim} onPhotos={reload} />}
    </div>
  )
}
