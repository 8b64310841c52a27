import path from 'node:path'
import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { defineJob } from '../services/jobs/defineJob.ts'
import { openStorage } from '../storage/index.ts'
import { createBackup, pruneBackups, type BackupResult } from './create.ts'

export type BackupTrigger = 'daily' | 'manual' | 'pre_migration'

/** The row the admin home reads: a completed backup's archive and size, or why one failed. */
export async function recordBackup(
  knex: Knex,
  trigger: BackupTrigger,
  startedAt: Date,
  outcome: { result: BackupResult } | { error: unknown },
  finishedAt: Date,
): Promise<void> {
  const row = 'result' in outcome
    ? { status: 'completed', file_name: path.basename(outcome.result.file), bytes: outcome.result.bytes, error: null }
    : { status: 'failed', file_name: null, bytes: null, error: outcome.error instanceof Error ? outcome.error.message : String(outcome.error) }
  // A database from before the backups table (`npm run backup` ahead of an upgrade) keeps no record.
  if (!(await knex.schema.hasTable('backups'))) return
  await knex('backups').insert({ trigger, ...row, started_at: startedAt, finished_at: finishedAt })
}

/**
 * Takes a backup of the app's database and records it, completed or failed. Archives written to
 * DATA_DIR/backups are pruned to BACKUP_KEEP; one written elsewhere (`--out`) is the operator's.
 */
export async function takeRecordedBackup(app: AppContext, trigger: BackupTrigger, file?: string): Promise<BackupResult> {
  const startedAt = app.now()
  const source = { knex: app.knex, databaseUrl: app.config.databaseUrl, dump: app.dumpDatabase }
  let result: BackupResult
  try {
    result = await createBackup(source, { dataDir: app.config.dataDir, storage: openStorage(app.config.storage), now: startedAt, file })
  } catch (error) {
    await recordBackup(app.knex, trigger, startedAt, { error }, app.now())
    app.log.error({ err: error, trigger }, 'backup failed')
    throw error
  }
  await recordBackup(app.knex, trigger, startedAt, { result }, app.now())
  if (!file) pruneBackups(app.config.dataDir, app.config.backupKeep)
  app.log.info({ trigger, file: result.file, bytes: result.bytes }, 'backup taken')
  return result
}

/** The daily job on the embedded database: a backup into DATA_DIR/backups, keeping the last BACKUP_KEEP. */
export const dailyBackupJob = defineJob({
  kind: 'backup_database',
  maxAttempts: 3,
  concurrency: 1,
  async handle(app) {
    await takeRecordedBackup(app, 'daily')
  },
})
