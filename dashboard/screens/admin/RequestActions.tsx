import { Link, useLocation } from 'wouter'
import { DropdownMenu } from 'radix-ui'
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical'
import { REQUEST_STATUSES, type RequestStatus } from '../../../shared/constants/requests.ts'
import { statusLabel } from '../../lib/requests.ts'

interface RequestActionsProps {
  requestNumber: string
  status: string
  onChangeStatus: (status: RequestStatus) => void
}

const itemClass = 'cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900'

/** A row's actions: View, and a menu with View Details and 'Mark as <status>' for every other status. */
export function RequestActions({ requestNumber, status, onChangeStatus }: RequestActionsProps) {
  const [, navigate] = useLocation()
  const detail = `/admin/requests/${requestNumber}`
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
            {REQUEST_STATUSES.filter((candidate) => candidate !== status).map((candidate) => (
              <DropdownMenu.Item key={candidate} className={itemClass} onSelect={() => onChangeStatus(candidate)}>
                Mark as {statusLabel(candidate)}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  )
}
