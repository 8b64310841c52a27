import CircleCheck from 'lucide-react/icons/circle-check'
import Hourglass from 'lucide-react/icons/hourglass'
import type { RequestStatus } from '@shared/constants/requests.ts'

// Spec §4's next-steps texts, as sentences.
const STATUS_TEXT: Record<RequestStatus, string> = {
  pending: 'Your request is being reviewed by our insurance specialists.',
  processing: 'We are preparing your personalized quote.',
  quoted: 'Your quote is ready.',
  purchased: 'Your policy documents will be sent to your email.',
  expired: 'This request has expired. Please submit a new request.',
  rejected: 'We could not quote this request. Please contact support.',
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

interface StatusBannerProps {
  status: RequestStatus
  /** The day of the last change, as written in the request's zone. */
  updatedAt: string
  /** Quoted, but every offer lapsed unchosen: the quote is no longer ready. */
  offersLapsed: boolean
}

/** Pending shows amber as awaiting; every other status green (spec §4). */
export function StatusBanner({ status, updatedAt, offersLapsed }: StatusBannerProps) {
  const pending = status === 'pending'
  const text = status === 'quoted' && offersLapsed ? 'Every offer has expired. Ask for a new quote below.' : STATUS_TEXT[status]
  const Icon = pending ? Hourglass : CircleCheck
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-xl border p-4 ${pending ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-emerald-300 bg-emerald-50 text-emerald-900'}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Status: {pending ? 'Awaiting review' : capitalize(status)}</p>
        <p className="text-sm">{text}</p>
        <p className="mt-1 text-xs">Last updated {updatedAt}</p>
      </div>
    </div>
  )
}
