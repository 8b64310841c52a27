import { describeDuration } from '../../../shared/rules/promise.ts'
import type { InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { calendarDay, longDateTime } from '../../../shared/dates.ts'
import { isOpenStatus } from '../../../shared/constants/requests.ts'
import { Link } from 'wouter'
import { SPA_ROUTES } from '../../../shared/spaRoutes.ts'
import { requestTimeZone } from '../../lib/requests.ts'

/** The 24-hour promise as the customer sees it: when options are expected, or how long they took. */
export function PromiseNote({ request }: { request: InsuranceRequestJson }) {
  if (request.first_offer_at) {
    const took = new Date(request.first_offer_at).getTime() - new Date(request.created_at).getTime()
    return <p className="text-sm text-slate-700">Your first options arrived {describeDuration(took)} after you asked.</p>
  }
  if (!isOpenStatus(request.status)) return null
  return <p className="text-sm font-medium text-slate-800">Options expected by {longDateTime(request.due_at, requestTimeZone(request))}.</p>
}

/** The bound policy, once the agent has confirmed it. */
export function PolicyFacts({ request }: { request: InsuranceRequestJson }) {
  if (!request.policy_number) return null
  return (
    <div className="space-y-2 rounded-md bg-purple-50 p-3 text-sm">
      <dl aria-label="Your policy" className="space-y-1">
        <div><dt className="text-slate-700">Policy number</dt><dd className="font-mono font-semibold text-slate-900">{request.policy_number}</dd></div>
        {request.effective_date && <div><dt className="text-slate-700">Effective date</dt><dd className="font-semibold text-slate-900">{calendarDay(request.effective_date)}</dd></div>}
      </dl>
      <Link href={SPA_ROUTES.policies} className="inline-block font-medium text-brand-700 underline">See it in My Policies, with its ID card</Link>
    </div>
  )
}
