import { longCalendarDay } from '../../../../shared/dates.ts'
import { RETENTION } from '../../../../shared/constants/retention.ts'
import { useRetentionPlan } from '../../../hooks/useRetentionPlan.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'

interface KeptRecordsProps {
  open: boolean
}

/** The deletion dialog's account of what goes, and what stays with why and until when (shared/data/retention.json). */
export function KeptRecords({ open }: KeptRecordsProps) {
  const { plan, error, isLoading } = useRetentionPlan(open)
  return (
    <div className="space-y-2">
      <p className="font-medium text-slate-900">What we erase:</p>
      <ul className="list-disc space-y-1 pl-5">
        {RETENTION.accountData.records.map((record) => <li key={record}>{record}</li>)}
      </ul>
      <p className="font-medium text-slate-900">What we keep, why, and until when:</p>
      {isLoading && <p role="status">Checking which records the law asks us to keep...</p>}
      {error !== undefined && <p role="alert" className="text-red-700">{errorMessage(error, 'Failed to load which records we keep. Please try again.')}</p>}
      {plan?.kept.length === 0 && <p>Nothing: you have no quote requests or payments the law asks us to keep.</p>}
      {plan && plan.kept.length > 0 && (
        <ul className="list-disc space-y-2 pl-5" aria-label="Records we keep">
          {plan.kept.map((kept) => (
            <li key={kept.request_number ?? 'account'}>
              <span className="font-medium">{kept.record}</span>, until {longCalendarDay(kept.kept_until)}. {kept.why}
            </li>
          ))}
        </ul>
      )}
      {plan && plan.kept.length > 0 && <p>They are hidden from everyone, used for no e-mail, and deleted for good when their period ends.</p>}
    </div>
  )
}
