import { statusLabel, statusStyle } from '../../lib/requests.ts'

/** A request's status in the colours of spec §4. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span data-status={status} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusStyle(status)}`}>
      {statusLabel(status)}
    </span>
  )
}
