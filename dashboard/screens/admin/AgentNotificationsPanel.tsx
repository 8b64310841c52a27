import { useState } from 'react'
import { Link } from 'wouter'
import { toast } from '../../kit/ui/toast.ts'
import { AGENT_NOTIFICATIONS_KEY, useAgentNotifications } from '../../hooks/admin/useAgentNotifications.ts'
import { checked } from '../../kit/api.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { AgentNotificationCountsJson } from '../../../shared/schemas/agentNotifications.ts'
import { cardClass } from './parts.tsx'

const ROWS = [
  { key: 'new_requests', label: 'New requests', href: '/admin/requests?status=pending' },
  { key: 'requotes', label: 'Re-quotes asked', href: '/admin/requests?status=pending' },
  { key: 'premium_help', label: 'Premium help messages', href: '/admin/support' },
  { key: 'new_claims', label: 'New accident claims', href: '/admin/claims' },
] as const

/** New for agents: what this admin has not marked seen yet, beside the e-mail digest every admin gets. */
export function AgentNotificationsPanel() {
  const { counts, error, mutate } = useAgentNotifications()
  const [busy, setBusy] = useState(false)

  const markSeen = async (throughId: number) => {
    setBusy(true)
    try {
      const answer = await checked.put(dataEnvelope(AgentNotificationCountsJson), `${AGENT_NOTIFICATIONS_KEY}/seen`, { through_id: throughId })
      await mutate(answer, { revalidate: false })
      toast.success('Marked as seen.')
    } catch (markError) {
      toast.error(errorMessage(markError, 'Failed to mark as seen. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  let body
  if (error) body = <p className="text-slate-700">Unavailable. Please reload the page.</p>
  else if (!counts) body = <p className="text-slate-700" aria-busy="true">Loading...</p>
  else if (counts.latest_id === null) body = <p className="text-slate-700">Nothing new since you last marked them seen.</p>
  else {
    const throughId = counts.latest_id
    body = (
      <div className="space-y-4">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {ROWS.map((row) => (
            <div key={row.key}>
              <dt className="text-sm text-slate-600">
                <Link href={row.href} className="font-medium text-brand-700 underline">{row.label}</Link>
              </dt>
              <dd className="text-2xl font-bold text-slate-900">{counts[row.key].toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" onClick={() => void markSeen(throughId)} busy={busy} busyText="Marking...">Mark as seen</Button>
      </div>
    )
  }

  return (
    <section aria-labelledby="agent-news-heading" className={`${cardClass} space-y-4`}>
      <div>
        <h2 id="agent-news-heading" className="text-lg font-semibold text-slate-900">New for agents</h2>
        <p className="mt-1 text-sm text-slate-600">
          New requests, re-quotes, Premium customers&apos; help messages and accident claims you have not marked seen. Every admin also gets them by e-mail, at most every 15 minutes.
        </p>
      </div>
      {body}
    </section>
  )
}
