const STYLES: Record<string, string> = {
  active: 'bg-green-100 text-green-800 ring-green-600/30',
  past_due: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  pending: 'bg-white text-slate-800 ring-slate-400',
  canceled: 'bg-red-100 text-red-800 ring-red-600/30',
}

const LABELS: Record<string, string> = { past_due: 'Past due' }

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const label = LABELS[status] ?? `${status.charAt(0).toUpperCase()}${status.slice(1)}`
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset ${STYLES[status] ?? 'bg-slate-100 text-slate-800 ring-slate-400/40'}`}>
      {label}
    </span>
  )
}
