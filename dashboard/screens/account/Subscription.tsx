import { useEffect } from 'react'
import { Link, useSearchParams } from 'wouter'
import CircleCheck from 'lucide-react/icons/circle-check'
import CircleAlert from 'lucide-react/icons/circle-alert'
import { useCurrentSubscription } from '../../hooks/useCurrentSubscription.ts'
import { ApiError } from '../../kit/api.ts'
import { loginUrl } from '../../lib/navigation.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { SUPPORT_EMAIL } from '../../../shared/constants/plans.ts'
import type { CurrentSubscriptionJson } from '../../../shared/schemas/subscriptions.ts'
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog.tsx'
import { PaymentHistory } from './PaymentHistory.tsx'
import { SubscriptionStatusBadge } from './SubscriptionStatusBadge.tsx'
import { formatMoney } from '../../../shared/money.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { longDate } from '../../../shared/dates.ts'

const linkButton = 'inline-flex items-center justify-center rounded-md px-4 py-2 font-medium'
const card = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200'

function PaymentAlert({ status }: { status: string | null }) {
  if (status === 'success') {
    return (
      <div role="status" className="flex gap-3 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-300">
        <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
        <div><p className="font-semibold">Payment Successful</p><p>Payment successful! Your subscription is now active.</p></div>
      </div>
    )
  }
  if (status === 'failure') {
    return (
      <div role="alert" className="flex gap-3 rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-300">
        <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        <div><p className="font-semibold">Payment Failed</p><p>Payment failed. Please try again.</p></div>
      </div>
    )
  }
  return null
}

function SubscriptionDetails({ subscription, onCanceled }: { subscription: CurrentSubscriptionJson; onCanceled(): void }) {
  const cycle = subscription.billing_cycle === 'ANNUAL' ? '/year' : '/month'
  return (
    <section aria-labelledby="plan-name" className={card}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="plan-name" className="text-xl font-bold text-slate-900">{subscription.subscription_plan_name}</h2>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div><dt className="text-sm text-slate-600">Started On</dt><dd className="font-medium">{longDate(subscription.started_at ?? subscription.created_at)}</dd></div>
        {subscription.current_period_end && (
          <div><dt className="text-sm text-slate-600">Next Billing Date</dt><dd className="font-medium">{longDate(subscription.current_period_end)}</dd></div>
        )}
        <div><dt className="text-sm text-slate-600">Price</dt><dd className="font-medium">{formatMoney(subscription.price, subscription.currency)}{cycle}</dd></div>
        {subscription.card && (
          <div><dt className="text-sm text-slate-600">Card on file</dt><dd className="font-medium">{subscription.card.brand} •••• {subscription.card.last4}</dd></div>
        )}
      </dl>
      {subscription.status === 'past_due' && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">We could not charge your card for the renewal. We will try again shortly.</p>
      )}
      <div className="mt-6"><CancelSubscriptionDialog periodEnd={subscription.current_period_end} onCanceled={onCanceled} /></div>
    </section>
  )
}

/** Spec §2 subscription management: the plan, its status and dates, cancel, receipts and help. */
export function Subscription() {
  useDocumentTitle('My Subscription')
  const [params] = useSearchParams()
  const paymentStatus = params.get('status')
  const { subscription, error, isLoading, mutate } = useCurrentSubscription()

  useEffect(() => {
    if (paymentStatus === 'success') void mutate()
  }, [paymentStatus, mutate])

  let main
  if (error instanceof ApiError && error.status === 401) {
    main = (
      <section className={card}>
        <h2 className="text-xl font-bold text-slate-900">Authentication Required</h2>
        <p className="mt-2 text-slate-700">Please sign in to manage your subscription.</p>
        <a href={loginUrl('/account/subscription')} className={`${linkButton} mt-4 bg-brand-600 text-white hover:bg-brand-700`}>Go to Login</a>
      </section>
    )
  } else if (error) {
    main = <ErrorPanel title="Error Loading Subscription" message={<p>We encountered an issue loading your subscription details.</p>} />
  } else if (isLoading || subscription === undefined) {
    main = <Spinner label="Loading your subscription..." />
  } else if (subscription === null) {
    main = (
      <section className={`${card} text-center`}>
        <h2 className="text-xl font-bold text-slate-900">No Active Subscription</h2>
        <p className="mt-2 text-slate-700">Choose Basic or Premium to get unlimited help and more.</p>
        <a href="/#plans" className={`${linkButton} mt-4 bg-brand-600 text-white hover:bg-brand-700`}>View Plans</a>
      </section>
    )
  } else {
    main = <SubscriptionDetails subscription={subscription} onCanceled={() => void mutate(null, { revalidate: true })} />
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">My Subscription</h1>
      <PaymentAlert status={paymentStatus} />
      {main}
      <PaymentHistory />
      <section aria-labelledby="help-title" className={card}>
        <h2 id="help-title" className="text-lg font-semibold text-slate-900">Need Help?</h2>
        <p className="mt-2 text-slate-700">
          Questions about your plan or billing? Write to <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or
          send us a message.
        </p>
        <Link href="/support" className={`${linkButton} mt-4 text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50`}>Contact Support</Link>
      </section>
    </div>
  )
}
