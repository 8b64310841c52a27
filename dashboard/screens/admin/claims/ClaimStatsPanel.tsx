import { Link } from 'wouter'
import { useClaimStats } from '../../../hooks/admin/useAdminClaims.ts'
import { describeDuration } from '../../../../shared/rules/promise.ts'
import { cardClass } from '../parts.tsx'

const percent = (share: number) => `${Math.round(share * 100)}%`

/** The filing promise over the last 30 days: the share of claims filed within 24 hours and the median time. */
export function ClaimStatsPanel() {
  const { stats, error } = useClaimStats()
  const value = (text: string | null) => (error ? 'Unavailable' : stats === undefined ? 'Loading...' : (text ?? 'No data yet'))
  return (
    <section aria-labelledby="claim-stats-heading" className={`${cardClass} space-y-4`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="claim-stats-heading" className="text-lg font-semibold text-slate-900">Claims filed within 24 hours, last 30 days</h2>
        <Link href="/admin/claims?due=overdue" className="text-sm font-medium text-brand-700 underline">See overdue claims</Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Filed within 24 hours</dt>
          <dd className="text-2xl font-bold text-slate-900" aria-busy={stats === undefined && !error}>{value(stats?.on_time_share == null ? null : percent(stats.on_time_share))}</dd>
          {stats && stats.due > 0 && <dd className="text-sm text-slate-600">{stats.filed_on_time} of {stats.due} claims</dd>}
        </div>
        <div>
          <dt className="text-sm text-slate-600">Median time to filing</dt>
          <dd className="text-2xl font-bold text-slate-900" aria-busy={stats === undefined && !error}>{value(stats?.median_minutes_to_filing == null ? null : describeDuration(stats.median_minutes_to_filing * 60_000))}</dd>
        </div>
      </dl>
    </section>
  )
}
