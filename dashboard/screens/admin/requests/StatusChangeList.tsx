import { statusLabel } from '../../../lib/requests.ts'
import { shortDateTime } from '../../../../shared/dates.ts'
import type { RequestStatusChangeJson } from '../../../../shared/schemas/insuranceRequestJson.ts'

interface StatusChangeListProps {
  changes: RequestStatusChangeJson[]
  timeZone: string | undefined
}

/** A request's audit trail, newest first: each change, who made it and when. */
export function StatusChangeList({ changes, timeZone }: StatusChangeListProps) {
  if (changes.length === 0) return <p className="text-sm text-slate-600">No status changes yet.</p>
  return (
    <ol className="space-y-3" aria-label="Status changes, newest first">
      {changes.map((change, index) => (
        <li key={`${change.created_at}-${index}`} className="border-l-2 border-brand-600 pl-3 text-sm">
          <p className="font-medium text-slate-900">{statusLabel(change.from_status)} → {statusLabel(change.to_status)}</p>
          <p className="text-slate-600">by {change.actor ? `${change.actor.name} (${change.actor.email})` : 'a removed user'} · {shortDateTime(change.created_at, timeZone)}</p>
        </li>
      ))}
    </ol>
  )
}
