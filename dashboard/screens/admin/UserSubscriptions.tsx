import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { useUserSubscriptions } from '../../hooks/admin/useUserSubscriptions.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { Button } from '../../kit/ui/Button.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { AdminCell, AdminTable, capitalise, cardClass, EmptyState, selectClass } from './parts.tsx'
import { BackLink } from '../../components/BackLink.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'

/** Spec §2: active default, canceled destructive, pending outline, anything else secondary. */
const BADGE_STYLES: Record<string, string> = {
  active: 'bg-brand-600 text-white',
  canceled: 'bg-red-700 text-white',
  pending: 'bg-white text-slate-900 ring-1 ring-slate-400 ring-inset',
}
const SECONDARY_BADGE = 'bg-slate-200 text-slate-900'

/** Dates in the viewer's locale, or N/A when absent (spec §2). */
const localDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : 'N/A')

function SummaryCard({ title, value }: { title: string; value: number }) {
  return (
    <div className={cardClass}>
      <h2 className="text-sm font-medium text-slate-600">{title}</h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value.toLocaleString('en-US')}</p>
    </div>
  )
}

/** /admin/user-subscriptions: every user's subscription, searched and filtered on the server. */
export function UserSubscriptions() {
  useDocumentTitle('User Subscriptions')
  const [draft, setDraft] = useState('')
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  const { subscriptions, meta, error, isLoading } = useUserSubscriptions(search, status)
  const filtered = Boolean(search || status)

  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    setSearch(draft.trim())
  }
  const clear = () => {
    setDraft('')
    setSearch('')
    setStatus('')
  }

  let body
  if (error) body = <ErrorPanel title="Error Loading Subscriptions" message={errorMessage(error, 'An unknown error occurred')} />
  else if (isLoading || !subscriptions || !meta) body = <Spinner label="Loading subscriptions..." />
  else if (subscriptions.length === 0)
    body = (
      <EmptyState title="No Subscriptions Found">
        <p>{filtered ? 'No subscriptions match your search criteria.' : 'There are no user subscriptions in the system yet.'}</p>
        {filtered && <Button variant="secondary" onClick={clear}>Clear Filters</Button>}
      </EmptyState>
    )
  else
    body = (
      <AdminTable caption="User subscriptions, newest first" headings={['User', 'Plan', 'Status', 'Started On', 'Expires']}>
        {subscriptions.map((subscription) => (
          <tr key={subscription.id}>
            <AdminCell label="User">
              <span className="block min-w-0">
                <span className="block font-medium text-slate-900">{subscription.user_name}</span>
                <span className="block break-all text-slate-600">{subscription.user_email}</span>
              </span>
            </AdminCell>
            <AdminCell label="Plan" className="text-slate-800">{subscription.subscription_plan_name}</AdminCell>
            <AdminCell label="Status">
              <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_STYLES[subscription.status] ?? SECONDARY_BADGE}`}>{capitalise(subscription.status)}</span>
              {subscription.payment_status === 'refunded' && <span className="ml-2 inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Payment refunded</span>}
            </AdminCell>
            <AdminCell label="Started On" className="text-slate-800">{localDate(subscription.created_at)}</AdminCell>
            <AdminCell label="Expires" className="text-slate-800">{localDate(subscription.current_period_end)}</AdminCell>
            <AdminCell label="Actions" className="text-right">
              <Link href={`/admin/users/${subscription.user_id}`} className="font-medium text-brand-700 hover:underline">
                View User<span className="sr-only"> {subscription.user_name}</span>
              </Link>
            </AdminCell>
          </tr>
        ))}
      </AdminTable>
    )

  return (
    <div className="space-y-6">
      <BackLink href="/admin">Back to Admin Dashboard</BackLink>
      <h1 className="text-3xl font-bold text-slate-900">
        User Subscriptions {subscriptions && <span className="text-lg font-normal text-slate-600">({subscriptions.length})</span>}
      </h1>
      {meta && (
        <div className="grid gap-4 sm:grid-cols-3">
          <SummaryCard title="Active Subscriptions" value={meta.summary.active} />
          <SummaryCard title="Canceled Subscriptions" value={meta.summary.canceled} />
          <SummaryCard title="Expiring in 30 Days" value={meta.summary.expiring_in_30_days} />
        </div>
      )}
      <section aria-label="Filters" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <form role="search" onSubmit={onSearch} className="flex min-w-64 flex-1 items-end gap-2">
          <div className="flex-1">
            <label htmlFor="subscription-search" className="block text-sm font-medium text-slate-800">Search</label>
            <input id="subscription-search" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Search by user name, email or plan..." className={`${selectClass} w-full`} />
          </div>
          <Button type="submit">Search</Button>
        </form>
        <div>
          <label htmlFor="subscription-status" className="block text-sm font-medium text-slate-800">Status</label>
          <select id="subscription-status" value={status} onChange={(event) => setStatus(event.target.value)} className={selectClass}>
            <option value="">All Statuses</option>
            {(meta?.statuses ?? []).map((name) => <option key={name} value={name}>{capitalise(name)}</option>)}
          </select>
        </div>
      </section>
      {body}
    </div>
  )
}
