import { z } from 'zod'

/** A backup older than this is a warning on the admin home: the daily one has been missed. */
export const BACKUP_STALE_HOURS = 26

/**
 * The admin home's backup line. `state`: `ok` (a recent backup, and the last attempt worked),
 * `stale` (the last backup is older than BACKUP_STALE_HOURS), `failed` (the last attempt failed),
 * `none` (no backup recorded yet).
 */
export const BackupStatusJson = z.object({
  state: z.enum(['ok', 'stale', 'failed', 'none']),
  /** True on the embedded database, where the server takes one every day; PostgreSQL relies on its own backups. */
  daily: z.boolean(),
  last_backup: z.object({ finished_at: z.iso.datetime(), bytes: z.number(), file_name: z.string() }).nullable(),
  last_failure: z.object({ finished_at: z.iso.datetime(), error: z.string() }).nullable(),
})
export type BackupStatusJson = z.infer<typeof BackupStatusJson>
