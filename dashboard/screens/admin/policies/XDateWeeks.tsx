import { useXDateWeeks } from '../../../hooks/admin/useAdminPolicies.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../../components/ErrorPanel.tsx'
import { AdminCell, AdminTable } from '../parts.tsx'
import { dollars } from '../../../../shared/rules/cents.ts'
import { calendarDay } from '../../../../shared/dates.ts'

interface Props {
  /** The first day of the week the list below shows, if one was picked. */
  selected: string
  onPick: (from: string, to: string) => void
}

/** The X-date view: how much business comes up for renewal each week of the next quarter, each week a filter. */
export function XDateWeeks({ selected, onPick }: Props) {
  const { weeks, error } = useXDateWeeks()
  return (
    <section aria-labelledby="x-dates-heading" className="space-y-3">
      <h2 id="x-dates-heading" className="text-xl font-semibold text-slate-900">X-dates: policies expiring week by week</h2>
      {error && <ErrorPanel title="Error Loading X-dates" message={<p>{errorMessage(error, 'The X-dates could not be loaded.')}</p>} />}
      {!error && !weeks && <Spinner label="Loading X-dates..." />}
      {weeks && (
        <AdminTable caption="Policies expiring week by week, this week first" headings={['Week', 'Expiring', 'Renewal pending', 'Premium up for renewal']}>
          {weeks.map((week) => (
            <tr key={week.week_start} aria-current={week.week_start === selected ? 'true' : undefined} className={week.week_start === selected ? 'bg-brand-50' : ''}>
              <AdminCell label="Week">{calendarDay(week.week_start)} – {calendarDay(week.week_end)}</AdminCell>
              <AdminCell label="Expiring">{week.policies}</AdminCell>
              <AdminCell label="Renewal pending">{week.renewal_pending}</AdminCell>
              <AdminCell label="Premium up for renewal">{dollars(week.premium)}</AdminCell>
              <AdminCell label="Actions" className="text-right">
                {week.policies > 0 && (
                  <button type="button" onClick={() => onPick(week.week_start, week.week_end)} className="font-medium text-brand-700 hover:underline">
                    Show<span className="sr-only"> the policies expiring {calendarDay(week.week_start)} to {calendarDay(week.week_end)}</span>
                  </button>
                )}
              </AdminCell>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  )
}
