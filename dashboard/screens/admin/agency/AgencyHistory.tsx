import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { shortDateTime } from '../../../../shared/dates.ts'
import type { AgencyChangeJson } from '../../../../shared/schemas/agency.ts'
import { cardClass } from '../parts.tsx'

/** The agency settings' audit trail: who changed what, newest first. */
export function AgencyHistory({ changes, error }: { changes: AgencyChangeJson[] | undefined; error: unknown }) {
  let body
  if (error) body = <p role="alert" className="text-sm text-red-700">{errorMessage(error, 'The change history could not be loaded.')}</p>
  else if (!changes) body = <Spinner label="Loading the change history..." />
  else if (changes.length === 0) body = <p className="text-sm text-slate-600">No changes saved here yet.</p>
  else {
    body = (
      <ol className="space-y-2" aria-label="Agency changes, newest first">
        {changes.map((change) => (
          <li key={change.id} className="border-l-2 border-brand-600 pl-3 text-sm">
            <p className="break-words text-slate-900">{change.summary}</p>
            <p className="text-slate-600">by {change.actor ?? 'a removed user'} · {shortDateTime(change.created_at)}</p>
          </li>
        ))}
      </ol>
    )
  }
  return (
    <section aria-labelledby="agency-history-heading" className={cardClass}>
      <h2 id="agency-history-heading" className="mb-3 text-lg font-semibold">Change history</h2>
      {body}
    </section>
  )
}
