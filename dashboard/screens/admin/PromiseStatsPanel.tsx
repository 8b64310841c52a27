import { Link } from 'wouter'
import { usePromiseStats } from '../../hooks/admin/usePromiseStats.ts'
import { describeDuration } from '../../../shared/rules/promise.ts'
import { cardClass } from './parts.tsx'

const percent = (share: number) => `${Math.round(share * 100)}%`

/** The 24-hour promise over the last 30 days: the on-time share of first offers and the median wait. */
export function PromiseStatsPanel() {
  const { stats, error } = usePromiseStats()
  const value = (text: string | null) => (error ? 'Unavailable' : stats === undefined ? 'Loading...' : (text ?? 'No data yet'))
  return (
    <section aria-labelledby="promise-heading" className={`${cardClass} space-y-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="promise-heading" className="text-lg font-semibold text-slate-900">24-hour promise, last 30 days</h2>
        <Link href="/admin/requests?due=overdue&sort=due" className="text-sm font-medium text-brand-700 underline">See overdue requests</Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">First offer within 24 hours</dt>
          <dd className="text-2xl font-bold text-slate-900" aria-busy={stats === undefined && !error}>
            {value(stats?.on_time_share == null ? null : percent(stats.on_time_share))}
          </dd>
          {stats && stats.due > 0 && <dd className="text-sm text-slate-600">{stats.on_time.toLocaleString('en-US')} of {stats.due.toLocaleString('en-US')} requests</dd>}
        </div>
        <div>
          <dt className="text-sm text-slate-600">Median time to first offer</dt>
          <dd className="text-2xl font-bold text-slate-900" aria-busy={stats === undefined && !error}>
            {value(stats?.median_minutes_to_first_offer == null ? null : describeDuration(stats.median_minutes_to_first_offer * 60_000))}
          </dd>
        </div>
      </dl>
    </section>
  )
}
