import { useAdminClaim } from '../../../hooks/admin/useAdminClaims.ts'
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { PolicyCoverages } from '../../../components/policies/PolicyCoverages.tsx'
import { shortDateTime } from '../../../../shared/dates.ts'
import { timeLeft } from '../../../../shared/rules/promise.ts'
import { CLAIM_OUTCOME_LABELS, CLAIM_STATUS_LABELS, type AdminAccidentClaimJson } from '../../../../shared/schemas/accidentClaims.ts'
import { cardClass, Facts } from '../parts.tsx'
import { BackLink } from '../../../components/BackLink.tsx'
import { ReportFacts } from './ReportFacts.tsx'
import { PhotoViewer } from './PhotoViewer.tsx'
import { ClaimActions } from './ClaimActions.tsx'

function Summary({ claim }: { claim: AdminAccidentClaimJson }) {
  const left = claim.status === 'reported' && claim.due_at ? timeLeft(claim.due_at, new Date()) : null
  return (
    <section aria-label="Summary" className={`${cardClass} space-y-3`}>
      {left && <p className={`font-semibold ${left.overdue ? 'text-red-800' : 'text-slate-900'}`}>{left.label} to file (by {claim.due_at ? shortDateTime(claim.due_at) : ''})</p>}
      <Facts items={[
        ['Status', CLAIM_STATUS_LABELS[claim.status]],
        ['Customer', `${claim.owner.name} (${claim.owner.email})`],
        ['Carrier', claim.carrier ? `${claim.carrier.name}${claim.carrier.claims_phone ? `, claims ${claim.carrier.claims_phone}` : ''}` : ''],
        ['Policy number', claim.policy_number],
        ['Sent', claim.submitted_at ? shortDateTime(claim.submitted_at) : 'Not sent yet'],
        ['Carrier claim number', claim.carrier_claim_number ?? ''],
        ['Adjuster', claim.adjuster ? `${claim.adjuster.name}, ${claim.adjuster.phone}, ${claim.adjuster.email}` : ''],
        ['Outcome', claim.outcome ? CLAIM_OUTCOME_LABELS[claim.outcome] : ''],
      ]} />
    </section>
  )
}

function NotesAndHistory({ claim }: { claim: AdminAccidentClaimJson }) {
  return (
    <>
      <section aria-labelledby="claim-notes" className={`${cardClass} space-y-3`}>
        <h2 id="claim-notes" className="text-lg font-semibold text-slate-900">Notes</h2>
        {claim.notes.length === 0 && <p className="text-slate-600">No notes yet.</p>}
        <ul className="space-y-3">
          {claim.notes.map((note) => (
            <li key={note.id}>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${note.visible_to_customer ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}>{note.visible_to_customer ? 'Customer sees this' : 'Internal'}</span>
              <p className="mt-1 whitespace-pre-line text-slate-900">{note.body}</p>
              <p className="text-sm text-slate-600">{note.author?.name ?? 'Someone'}, {shortDateTime(note.created_at)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="claim-history" className={`${cardClass} space-y-3`}>
        <h2 id="claim-history" className="text-lg font-semibold text-slate-900">History</h2>
        <ol className="space-y-2 text-sm">
          {claim.events.map((event, index) => (
            <li key={`${event.created_at}-${index}`}><span className="text-slate-600">{shortDateTime(event.created_at)} · {event.actor?.name ?? 'System'}:</span> {event.detail}</li>
          ))}
        </ol>
      </section>
    </>
  )
}

/** The agent's claim page: the report and its photos, the policy's coverages beside them, and the actions. */
export function AdminClaimDetail({ claimNumber }: { claimNumber: string }) {
  useDocumentTitle(`Claim ${claimNumber}`)
  const { claim, error, reload } = useAdminClaim(claimNumber)
  return (
    <div className="space-y-6">
      <BackLink href="/admin/claims">Back to claims</BackLink>
      <h1 className="text-3xl font-bold text-slate-900">Claim <span className="font-mono">{claimNumber}</span></h1>
      {error && !claim && <ErrorPanel title="Error Loading Claim" message={<p>{errorMessage(error, 'The claim could not be loaded.')}</p>} />}
      {!error && !claim && <Spinner label="Loading claim..." />}
      {claim && (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Summary claim={claim} />
            <ReportFacts claim={claim} />
            <PhotoViewer claimNumber={claim.claim_number} photos={claim.photos} />
            <NotesAndHistory claim={claim} />
          </div>
          <div className="space-y-6">
            <ClaimActions claim={claim} onDone={reload} />
            {claim.policy ? <PolicyCoverages policy={claim.policy} /> : <p className={cardClass}>The customer typed in this policy; its coverages are not on file.</p>}
          </div>
        </div>
      )}
    </div>
  )
}
