import { Link } from 'wouter'
import type { InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { requestTimeZone, typeLabel } from '../../lib/requests.ts'
import { InsuranceTypeIcon } from './InsuranceTypeIcon.tsx'
import { StatusBadge } from './StatusBadge.tsx'
import { shortDate } from '../../../shared/dates.ts'

/** One request in a grid: type, number, date and status; the whole card opens the detail. */
export function RequestCard({ request }: { request: InsuranceRequestJson }) {
  return (
    <li>
      <Link
        href={`/dashboard/requests/${request.request_number}`}
        className="flex min-h-[89px] items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md"
      >
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <InsuranceTypeIcon type={request.insurance_type} />
        </span>
        <span className="min-w-0 flex-1">
          {/* The badge shares the title's line so the request number always shows in full. */}
          <span className="flex items-start justify-between gap-2">
            <span className="font-semibold text-slate-900">{typeLabel(request.insurance_type)}</span>
            <StatusBadge status={request.status} />
          </span>
          <span className="block break-all text-sm text-slate-600">Request #{request.request_number}</span>
          <span className="block text-sm text-slate-600">{shortDate(request.created_at, requestTimeZone(request))}</span>
        </span>
      </Link>
    </li>
  )
}

/** The loading stand-in for a card, the same size so nothing jumps when data arrives. */
export function RequestCardSkeleton() {
  return (
    <li aria-hidden="true" data-testid="request-skeleton" className="flex min-h-[89px] animate-pulse items-center gap-4 rounded-lg border border-slate-200 bg-white p-4 motion-reduce:animate-none">
      <span className="h-10 w-10 rounded-full bg-slate-200" />
      <span className="flex-1 space-y-2">
        <span className="block h-4 w-1/2 rounded bg-slate-200" />
        <span className="block h-3 w-1/3 rounded bg-slate-200" />
      </span>
      <span className="h-5 w-16 rounded-full bg-slate-200" />
    </li>
  )
}
