import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config.ts'
import { boot } from '../runtime/boot.ts'
import { EmbeddedDatabaseBusyError } from '../runtime/embeddedLock.ts'
import { BackupError } from '../backups/archive.ts'
import { takeRecordedBackup } from '../backups/record.ts'

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const config = { ...loadConfig(), logLevel: 'warn' as const }
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata'))) {
    throw new BackupError(`There is no database in ${config.dataDir} to back up.`)
  }
  // Backs up the database as it is: migrating it first would change what is being copied.
  const runtime = await boot(config, 'the backup command', { migrate: false })
  try {
    const { file, bytes, manifest } = await takeRecordedBackup(runtime.app, 'manual', values.out && path.resolve(values.out))
    const rows = Object.values(manifest.database.row_counts).reduce((sum, count) => sum + count, 0)
    process.stdout.write(`Backup written to ${file} (${bytes.toLocaleString('en-US')} bytes): ${rows.toLocaleString('en-US')} rows in ${Object.keys(manifest.database.row_counts).length} tables, ${manifest.file_count} files, migration ${manifest.database.latest_migration}.\n`)
  } finally {
    await runtime.shutdown()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof EmbeddedDatabaseBusyError) {
      process.stderr.write(`${error.message} (The running server takes a backup every day into DATA_DIR/backups.)\n`)
    } else if (error instanceof ConfigError || error instanceof BackupError) {
      process.stderr.write(`${error.message}\n`)
    } else {
      process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`)
    }
    process.exit(1)
  },
)
