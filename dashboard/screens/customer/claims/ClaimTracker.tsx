import Check from 'lucide-react/icons/check'
import { shortDateTime } from '../../../../shared/dates.ts'
import { CLAIM_STATUS_LABELS, CLAIM_STEPS, type AccidentClaimJson } from '../../../../shared/schemas/accidentClaims.ts'

/** Reported → filed with the carrier → adjuster assigned → closed, each with when it happened. */
export function ClaimTracker({ claim }: { claim: AccidentClaimJson }) {
  const reached = CLAIM_STEPS.indexOf(claim.status === 'draft' ? 'reported' : claim.status)
  const when: Record<(typeof CLAIM_STEPS)[number], string | null> = {
    reported: claim.submitted_at,
    filed: claim.filed_at,
    adjuster_assigned: claim.adjuster_assigned_at,
    closed: claim.closed_at,
  }
  return (
    <ol aria-label="Claim progress" className="space-y-3">
      {CLAIM_STEPS.map((step, index) => {
        const done = index <= reached && when[step] !== null
        return (
          <li key={step} aria-current={index === reached ? 'step' : undefined} className="flex items-start gap-3">
            <span aria-hidden="true" className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${done ? 'bg-green-700 text-white' : 'border-2 border-slate-300 bg-white'}`}>
              {done && <Check className="h-4 w-4" />}
            </span>
            <span>
              <span className={`block font-medium ${done ? 'text-slate-900' : 'text-slate-600'}`}>{CLAIM_STATUS_LABELS[step]}<span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span></span>
              {done && when[step] && <span className="block text-sm text-slate-600">{shortDateTime(when[step])}</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
