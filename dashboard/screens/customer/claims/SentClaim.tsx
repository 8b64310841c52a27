import Phone from 'lucide-react/icons/phone'
import { shortDateTime } from '../../../../shared/dates.ts'
import { CLAIM_OUTCOME_LABELS, type AccidentClaimJson } from '../../../../shared/schemas/accidentClaims.ts'
import { ClaimTracker } from './ClaimTracker.tsx'
import { ClaimPhotos } from './ClaimPhotos.tsx'
import { Section } from './fields.tsx'

/** After sending: the number, who files it with whom by when, the carrier's claims line, and the tracker. */
export function SentClaim({ claim, onPhotos }: { claim: AccidentClaimJson; onPhotos: () => Promise<unknown> }) {
  const carrier = claim.carrier?.name ?? 'your insurance company'
  return (
    <div className="space-y-4">
      <section aria-labelledby="claim-sent" className="rounded-lg border border-green-200 bg-green-50 p-4 sm:p-6">
        <h2 id="claim-sent" className="text-lg font-semibold text-green-900">Your claim number is <span className="font-mono">{claim.claim_number}</span></h2>
        {claim.status === 'reported' && claim.due_at && (
          <p className="mt-2 text-green-900">An agent will file this with {carrier} by {shortDateTime(claim.due_at)}.</p>
        )}
        {claim.carrier_claim_number && <p className="mt-2 text-green-900">{carrier}&apos;s claim number: <span className="font-mono">{claim.carrier_claim_number}</span></p>}
        {(claim.carrier?.claims_phone || claim.carrier?.claims_website) && (
          <div className="mt-3 space-y-2">
            <p className="text-sm text-green-900">To reach {carrier}&apos;s claims team yourself:</p>
            <div className="flex flex-wrap gap-3">
              {claim.carrier.claims_phone && (
                <a href={`tel:${claim.carrier.claims_phone.replace(/[^\d]/g, '')}`} className="inline-flex items-center gap-2 rounded-md bg-green-800 px-4 py-2 font-medium text-white hover:bg-green-900">
                  <Phone aria-hidden="true" className="h-4 w-4" /> Call {claim.carrier.claims_phone}
                </a>
              )}
              {claim.carrier.claims_website && <a href={claim.carrier.claims_website} rel="noreferrer" target="_blank" className="inline-flex items-center rounded-md px-4 py-2 font-medium text-green-900 underline">{claim.carrier.name} claims website</a>}
            </div>
          </div>
        )}
      </section>
      <Section title="Progress">
        <ClaimTracker claim={claim} />
        {claim.adjuster && (
          <p className="text-slate-800">Your adjuster: {claim.adjuster.name}, <a className="text-brand-700 underline" href={`tel:${claim.adjuster.phone.replace(/[^\d]/g, '')}`}>{claim.adjuster.phone}</a>, <a className="text-brand-700 underline" href={`mailto:${claim.adjuster.email}`}>{claim.adjuster.email}</a></p>
        )}
        {claim.outcome && <p className="font-medium text-slate-900">Outcome: {CLAIM_OUTCOME_LABELS[claim.outcome]}</p>}
      </Section>
      {claim.notes.length > 0 && (
        <Section title="Notes from your agent">
          <ul className="space-y-3">
            {claim.notes.map((note) => <li key={note.id}><p className="whitespace-pre-line text-slate-800">{note.body}</p><p className="text-sm text-slate-600">{shortDateTime(note.created_at)}</p></li>)}
          </ul>
        </Section>
      )}
      <Section title="Photos">
        <ClaimPhotos claim={claim} onChanged={onPhotos} />
      </Section>
    </div>
  )
}
