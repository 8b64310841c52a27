import { Link, useLocation } from 'wouter'
import { DropdownMenu } from 'radix-ui'
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical'
import { REQUEST_STATUSES, type RequestStatus } from '../../../shared/constants/requests.ts'
import { statusLock } from '../../../shared/rules/requestStatus.ts'
import type { InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { distinctReasons, statusLabel } from '../../lib/requests.ts'

interface RequestActionsProps {
  request: Pick<InsuranceRequestJson, 'request_number' | 'status' | 'policy_number'>
  onChangeStatus: (status: RequestStatus) => void
}

const itemClass = 'cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500'

/**
 * A row's actions: View, and a menu with View Details and 'Mark as <status>' for every other status;
 * what the request rules out (Purchased before binding, anything else once bound) is greyed out with
 * the reason. Quoted without an open offer is refused by the API, whose message the toast shows.
 */
export function RequestActions({ request, onChangeStatus }: RequestActionsProps) {
  const [, navigate] = useLocation()
  const requestNumber = request.request_number
  const detail = `/admin/requests/${requestNumber}`
  const candidates = REQUEST_STATUSES.filter((candidate) => candidate !== request.status).map((candidate) => ({ candidate, lock: statusLock(request, candidate) }))
  const reasons = distinctReasons(candidates.map(({ lock }) => lock))
  return (
    <div className="flex items-center justify-end gap-2">
      <Link href={detail} className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50">
        View<span className="sr-only"> request {requestNumber}</span>
      </Link>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`More actions for request ${requestNumber}`}
          className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-blue-600"
        >
          <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(detail)}>View Details</DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            {candidates.map(({ candidate, lock }) => (
              <DropdownMenu.Item key={candidate} className={itemClass} disabled={lock !== null} onSelect={() => onChangeStatus(candidate)}>
                Mark as {statusLabel(candidate)}
              </DropdownMenu.Item>
            ))}
            {reasons.map((reason) => (
              <DropdownMenu.Label key={reason} className="max-w-56 px-3 py-2 text-xs text-slate-600">{reason}</DropdownMenu.Label>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  )
}
