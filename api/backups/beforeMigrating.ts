import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { migrateLatest, migrationConfig, type Database } from '../db/connection.ts'
import { openStorage } from '../storage/index.ts'
import { createBackup, pruneBackups } from './create.ts'
import { recordBackup } from './record.ts'

/**
 * Migrates an embedded database kept on disk, taking a backup first when it already holds data and
 * migrations are pending: the archive is the way back from a forward-only migration. A failed copy
 * stops the start before anything is changed. The backups table may be among the pending
 * migrations, so the copy is recorded once they have run.
 */
export async function migrateWithBackup(db: Database, config: Config, log: Logger): Promise<void> {
  const [applied, pending] = await db.knex.migrate.list(migrationConfig)
  if (applied.length === 0 || pending.length === 0) return migrateLatest(db.knex)
  const startedAt = new Date()
  const result = await createBackup({ knex: db.knex, databaseUrl: undefined, dump: (compression) => db.dump(compression) }, { dataDir: config.dataDir, storage: openStorage(config.storage), now: startedAt })
  log.info({ file: result.file, bytes: result.bytes, pending: pending.length }, 'backup taken before migrating')
  await migrateLatest(db.knex)
  await recordBackup(db.knex, 'pre_migration', startedAt, { result }, new Date())
  pruneBackups(config.dataDir, config.backupKeep)
}
