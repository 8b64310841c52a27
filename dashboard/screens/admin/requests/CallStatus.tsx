import useSWR from 'swr'
import PhoneOff from 'lucide-react/icons/phone-off'
import Phone from 'lucide-react/icons/phone'
import { fetchAs } from '../../../lib/swrConfig.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { CallStatusJson } from '../../../../shared/schemas/consents.ts'

/** "may call now" or "do not call (why)" beside the request's phone number; asked again every minute. */
export function CallStatus({ requestNumber }: { requestNumber: string }) {
  const { data, error } = useSWR(`/admin/insurance_requests/${encodeURIComponent(requestNumber)}/call_status`, fetchAs(dataEnvelope(CallStatusJson)), { refreshInterval: 60_000 })
  if (error) return <span className="ml-2 text-sm text-red-700">(call status unavailable)</span>
  if (!data) return <span className="ml-2 text-sm text-slate-500">(checking call consent...)</span>
  const mayCall = data.data.status === 'may_call'
  const Icon = mayCall ? Phone : PhoneOff
  return (
    <span className={`ml-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${mayCall ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {data.data.label}
    </span>
  )
}
