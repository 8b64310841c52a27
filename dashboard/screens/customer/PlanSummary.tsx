import { Link } from 'wouter'
import CreditCard from 'lucide-react/icons/credit-card'
import { useCurrentSubscription } from '../../hooks/useCurrentSubscription.ts'
import { SubscriptionStatusBadge } from '../account/SubscriptionStatusBadge.tsx'
import { longDate } from '../../../shared/dates.ts'

const frame = 'flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200'
const linkShape = 'inline-flex items-center justify-center rounded-md px-4 py-2 font-medium'
const linkClass = `${linkShape} ring-1 ring-inset ring-brand-600 text-brand-700 hover:bg-brand-50`

/**
 * The customer's plan at a glance, with the way to manage it: /account/subscription is in no menu
 * of the spec, so the dashboard is where a customer finds it.
 */
export function PlanSummary() {
  const { subscription, error } = useCurrentSubscription()

  // Until the plan is known, the Free plan's summary stands in with its words hidden: the same lines
  // and link, so the sections below keep their place when it arrives. Unknown is also what the
  // prebuilt first paint shows (dashboard/firstPaint), which no one's plan is known to.
  if (subscription === undefined && !error) {
    const bar = 'animate-pulse rounded bg-slate-200 text-transparent motion-reduce:animate-none'
    return (
      <section aria-label="Your plan" aria-busy="true" className={frame}>
        <div aria-hidden="true" className="flex select-none items-start gap-3">
          <CreditCard className="mt-0.5 h-6 w-6 shrink-0 text-slate-200" />
          <div>
            <p className="font-semibold"><span className={bar}>Your plan: Free</span></p>
            <p><span className={bar}>Basic and Premium add unlimited help messages and more.</span></p>
          </div>
        </div>
        <span aria-hidden="true" className={`${linkShape} ${bar} select-none`}>See plans</span>
        <span className="sr-only">Loading your plan...</span>
      </section>
    )
  }
  return (
    <section aria-labelledby="plan-summary-title" className={frame}>
      <div className="flex items-start gap-3">
        <CreditCard aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          {error ? (
            <>
              <h2 id="plan-summary-title" className="font-semibold text-slate-900">Your plan</h2>
              <p className="text-slate-600">We could not load your plan just now.</p>
            </>
          ) : subscription ? (
            <>
              <h2 id="plan-summary-title" className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                Your plan: {subscription.subscription_plan_name}
                <SubscriptionStatusBadge status={subscription.status} />
              </h2>
              {subscription.current_period_end && subscription.status !== 'canceled' && (
                <p className="text-slate-600">Next billing date: {longDate(subscription.current_period_end)}</p>
              )}
            </>
          ) : (
            <>
              <h2 id="plan-summary-title" className="font-semibold text-slate-900">Your plan: Free</h2>
              <p className="text-slate-600">Basic and Premium add unlimited help messages and more.</p>
            </>
          )}
        </div>
      </div>
      {subscription || error ? (
        <Link href="/account/subscription" className={linkClass}>Manage subscription</Link>
      ) : (
        <a href="/#plans" className={linkClass}>See plans</a>
      )}
    </section>
  )
}
