import { ConfigError, loadConfig } from '../config.ts'
import { EmbeddedDatabaseBusyError } from '../runtime/embeddedLock.ts'
import { BackupError } from '../backups/archive.ts'
import { restoreBackup } from '../backups/restore.ts'

async function main(): Promise<number> {
  const [archive, ...rest] = process.argv.slice(2)
  if (!archive || rest.length > 0) {
    process.stderr.write('Usage: npm run restore -- ARCHIVE (into an empty DATA_DIR, or the empty database DATABASE_URL names)\n')
    return 2
  }
  const config = loadConfig()
  const manifest = await restoreBackup(config, archive)
  const rows = Object.values(manifest.database.row_counts).reduce((sum, count) => sum + count, 0)
  const target = config.databaseUrl ? 'the database DATABASE_URL names' : config.dataDir
  process.stdout.write(`Restored ${archive} (GetQuote ${manifest.app_version}, ${manifest.created_at}) into ${target}: ${rows.toLocaleString('en-US')} rows in ${Object.keys(manifest.database.row_counts).length} tables and ${manifest.file_count} files, as its manifest lists. Start the server with npm start.\n`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError || error instanceof BackupError) {
      process.stderr.write(`${error.message}\n`)
    } else {
      process.stderr.write(`restore failed: ${error instanceof Error ? error.message : String(error)}\n`)
    }
    process.exit(1)
  },
)
