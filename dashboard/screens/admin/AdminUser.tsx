import { Link } from 'wouter'
import { useAdminUser } from '../../hooks/admin/useAdminUser.ts'
import { typeLabel } from '../../lib/requests.ts'
import { ApiError } from '../../kit/api.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { StatusBadge } from '../../components/requests/StatusBadge.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { capitalise, cardClass, Facts } from './parts.tsx'
import { BackLink } from '../../components/BackLink.tsx'
import { PAYMENT_STATUS_LABELS } from '../../../shared/constants/payments.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { shortDate } from '../../../shared/dates.ts'

/** /admin/users/:userId: the profile, admin flag, requests, subscriptions and help conversations. */
export function AdminUser({ userId }: { userId: string }) {
  useDocumentTitle('User')
  const { user, error, isLoading } = useAdminUser(userId)

  if (isLoading) return <Spinner label="Loading user..." />
  if (error || !user) {
    const missing = !error || (error instanceof ApiError && (error.status === 404 || error.status === 422))
    return (
      <ErrorPanel title="Error Loading User" message={missing ? 'This user could not be found.' : errorMessage(error, 'An unknown error occurred')}>
        <Link href="/admin/user-subscriptions" className="inline-block font-medium text-red-900 underline">Back to User Subscriptions</Link>
      </ErrorPanel>
    )
  }
  return (
    <div className="space-y-6">
      <BackLink href="/admin/user-subscriptions">Back to User Subscriptions</BackLink>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{user.name || user.email}</h1>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${user.admin ? 'bg-purple-100 text-purple-900' : 'bg-slate-200 text-slate-800'}`}>{user.admin ? 'Administrator' : 'Customer'}</span>
      </header>
      <section aria-labelledby="profile-heading" className={cardClass}>
        <h2 id="profile-heading" className="mb-4 text-lg font-semibold">Profile</h2>
        <Facts items={[
          ['Name', user.name],
          ['Email', user.email],
          ['Administrator', user.admin ? 'Yes' : 'No'],
          ['Email Verified', user.email_verified ? 'Yes' : 'No'],
          ['Quote Notifications', user.quote_notifications ? 'On' : 'Off'],
          ['Member Since', shortDate(user.created_at)],
        ]} />
      </section>
      <section aria-labelledby="requests-heading" className={cardClass}>
        <h2 id="requests-heading" className="mb-4 text-lg font-semibold">Insurance Requests ({user.request_count})</h2>
        {user.requests.length === 0 ? <p className="text-slate-600">No insurance requests yet.</p> : (
          <ul className="divide-y divide-slate-100">
            {user.requests.map((request) => (
              <li key={request.request_number} className="flex flex-wrap items-center gap-3 py-2">
                <Link href={`/admin/requests/${request.request_number}`} className="font-mono font-medium text-brand-700 hover:underline">{request.request_number}</Link>
                <span className="text-sm text-slate-700">{typeLabel(request.insurance_type)}</span>
                <span className="text-sm text-slate-600">{shortDate(request.created_at)}</span>
                <StatusBadge status={request.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="subscriptions-heading" className={cardClass}>
        <h2 id="subscriptions-heading" className="mb-4 text-lg font-semibold">Subscriptions</h2>
        {user.subscriptions.length === 0 ? <p className="text-slate-600">No subscriptions.</p> : (
          <ul className="divide-y divide-slate-100">
            {user.subscriptions.map((subscription) => (
              <li key={subscription.id} className="flex flex-wrap gap-3 py-2 text-sm text-slate-800">
                <span className="font-medium">{subscription.subscription_plan_name}</span>
                <span>{subscription.currency} {subscription.price} / {subscription.billing_cycle.toLowerCase()}</span>
                <span>{capitalise(subscription.status)}</span>
                {subscription.payment_status && <span>Payment: {PAYMENT_STATUS_LABELS[subscription.payment_status]}</span>}
                <span className="text-slate-600">since {shortDate(subscription.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="conversations-heading" className={cardClass}>
        <h2 id="conversations-heading" className="mb-4 text-lg font-semibold">Help Conversations</h2>
        {user.conversations.length === 0 ? <p className="text-slate-600">No help messages.</p> : (
          <ul className="divide-y divide-slate-100">
            {user.conversations.map((conversation) => (
              <li key={conversation.id} className="flex flex-wrap gap-3 py-2 text-sm text-slate-800">
                <span className="font-medium">{conversation.subject}</span>
                <span>{conversation.message_count} {conversation.message_count === 1 ? 'message' : 'messages'}</span>
                {conversation.priority && <span className="text-purple-900">Priority</span>}
                {conversation.awaiting_reply && <span className="text-amber-900">Awaiting reply</span>}
                <span className="text-slate-600">{shortDate(conversation.last_message_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
