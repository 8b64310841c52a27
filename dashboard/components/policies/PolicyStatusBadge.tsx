import { POLICY_STATUS_LABELS, type PolicyStatus } from '../../../shared/schemas/insurancePolicy.ts'

const STYLES: Record<PolicyStatus, string> = {
  active: 'bg-green-50 text-green-800 ring-green-600/30',
  renewal_pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  renewed: 'bg-blue-50 text-blue-800 ring-blue-600/30',
  expired: 'bg-red-50 text-red-800 ring-red-600/30',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-500/30',
}

/** A policy's status in words (the colour only repeats them). */
export function PolicyStatusBadge({ status }: { status: PolicyStatus }) {
  return (
    <span data-status={status} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}>
      {POLICY_STATUS_LABELS[status]}
    </span>
  )
}
