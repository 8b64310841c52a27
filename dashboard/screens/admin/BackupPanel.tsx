import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { useBackupStatus } from '../../hooks/admin/useBackupStatus.ts'
import { longDateTime } from '../../../shared/dates.ts'
import { BACKUP_STALE_HOURS, type BackupStatusJson } from '../../../shared/schemas/backups.ts'
import { cardClass } from './parts.tsx'

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`

function warningOf(status: BackupStatusJson): string | null {
  if (status.state === 'failed' && status.last_failure) {
    return `The last backup failed on ${longDateTime(status.last_failure.finished_at)}: ${status.last_failure.error}`
  }
  if (status.state === 'stale') return `The last backup is more than ${BACKUP_STALE_HOURS} hours old.`
  if (status.state === 'none' && status.daily) return 'No backup has been taken yet.'
  return null
}

function lastBackupText(status: BackupStatusJson): string {
  if (status.last_backup) return `${longDateTime(status.last_backup.finished_at)} (${megabytes(status.last_backup.bytes)})`
  return 'None recorded'
}

/** The admin home's backup line: the last backup's time and size, with a warning when it is late or failed. */
export function BackupPanel() {
  const { status, error } = useBackupStatus()
  const warning = status ? warningOf(status) : null
  return (
    <section aria-labelledby="backup-heading" className={`${cardClass} space-y-3`}>
      <h2 id="backup-heading" className="text-lg font-semibold text-slate-900">Backups</h2>
      <dl>
        <dt className="text-sm text-slate-600">Last backup</dt>
        <dd className="text-lg font-semibold text-slate-900" aria-busy={status === undefined && !error}>
          {error ? 'Unavailable' : status === undefined ? 'Loading...' : lastBackupText(status)}
        </dd>
      </dl>
      {warning && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {warning}
        </p>
      )}
      {status && (
        <p className="text-sm text-slate-600">
          {status.daily
            ? 'The server takes a backup every day into the data folder and keeps the last ones; npm run backup takes one now.'
            : 'PostgreSQL is backed up by its own WAL archiving; npm run backup adds a portable archive, recorded here.'}
        </p>
      )}
    </section>
  )
}
