import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { BACKUP_STALE_HOURS, type BackupStatusJson } from '../../shared/schemas/backups.ts'

const Completed = z.object({ finished_at: z.date(), bytes: z.coerce.number(), file_name: z.string() })
const Failed = z.object({ finished_at: z.date(), error: z.string() })

/** The last completed backup, and the last failure when it came after it (a failure since fixed is no news). */
export async function loadBackupStatus(app: AppContext): Promise<BackupStatusJson> {
  const completedRow = await app.knex('backups').where({ status: 'completed' }).orderBy('finished_at', 'desc').orderBy('id', 'desc')
    .first('finished_at', 'bytes', 'file_name')
  const completed = completedRow ? Completed.parse(completedRow) : null
  const failedRow = await app.knex('backups').where({ status: 'failed' })
    .modify((q) => { if (completed) q.where('finished_at', '>', completed.finished_at) })
    .orderBy('finished_at', 'desc').orderBy('id', 'desc').first('finished_at', 'error')
  const failed = failedRow ? Failed.parse(failedRow) : null
  const staleBefore = app.now().getTime() - BACKUP_STALE_HOURS * 3_600_000
  const state = failed ? 'failed' : !completed ? 'none' : completed.finished_at.getTime() < staleBefore ? 'stale' : 'ok'
  return {
    state,
    daily: !app.config.databaseUrl,
    last_backup: completed && { ...completed, finished_at: completed.finished_at.toISOString() },
    last_failure: failed && { ...failed, finished_at: failed.finished_at.toISOString() },
  }
}
