import fs from 'node:fs'
import path from 'node:path'
import { SECRET_FILES } from '../runtime/secrets.ts'
import type { Storage } from '../storage/index.ts'
import { describeFile, stagingDir, writeArchive, type Staging } from './archive.ts'
import { appVersion, storedFilePath, type ArchivedFile, type ArchivedStoredFile, type BackupManifest } from './manifest.ts'
import { snapshotDatabase, type DatabaseSource } from './snapshot.ts'

export interface BackupResult {
  file: string
  bytes: number
  manifest: BackupManifest
}

const ARCHIVE_NAME = /^getquote-backup-[\dTZ-]+\.tar$/

/** Where backups are kept unless told otherwise: DATA_DIR/backups. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups')

/** Names sort as they were taken: getquote-backup-2026-11-27T04-00-00-000Z.tar. */
const archiveName = (at: Date) => `getquote-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`

/** Copies DATA_DIR's own files that matter (the generated secrets) into the archive. */
function stageDataFiles(dataDir: string, staging: Staging): ArchivedFile[] {
  fs.mkdirSync(path.join(staging.dir, 'data'), { recursive: true })
  return Object.values(SECRET_FILES)
    .filter((name) => fs.existsSync(path.join(dataDir, name)))
    .map((name) => {
      fs.copyFileSync(path.join(dataDir, name), path.join(staging.dir, 'data', name))
      return describeFile(staging.dir, `data/${name}`)
    })
}

/**
 * Copies every stored file, read through the store itself so disk and bucket are backed up alike.
 * They are read after the database snapshot, so a file put before its row was committed is in the
 * archive whenever the row is; one deleted while the backup runs is skipped rather than failing it.
 */
async function stageStoredFiles(storage: Storage, staging: Staging): Promise<ArchivedStoredFile[]> {
  const archived: ArchivedStoredFile[] = []
  for (const key of await storage.list('')) {
    const stored = await storage.get(key)
    if (!stored) continue
    const relative = storedFilePath(key)
    fs.mkdirSync(path.dirname(path.join(staging.dir, relative)), { recursive: true })
    fs.writeFileSync(path.join(staging.dir, relative), stored.bytes)
    archived.push({ ...describeFile(staging.dir, relative), content_type: stored.contentType })
  }
  return archived
}

/** Writes one archive: the database as of one instant, DATA_DIR's secrets, every stored file, and their manifest. */
export async function createBackup(
  source: DatabaseSource,
  options: { dataDir: string; storage: Storage; now: Date; file?: string },
): Promise<BackupResult> {
  const staging = stagingDir()
  try {
    const database = await snapshotDatabase(source, staging)
    const files = [...stageDataFiles(options.dataDir, staging), ...(await stageStoredFiles(options.storage, staging))]
    const manifest: BackupManifest = {
      format: 'getquote-backup/1',
      app_version: appVersion(),
      created_at: options.now.toISOString(),
      database,
      files,
      file_count: files.length,
    }
    const file = options.file ?? path.join(backupsDir(options.dataDir), archiveName(options.now))
    return { file, bytes: await writeArchive(file, staging, manifest), manifest }
  } finally {
    staging.remove()
  }
}

/** Keeps the newest `keep` archives in DATA_DIR/backups and deletes the rest. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = backupsDir(dataDir)
  if (!fs.existsSync(dir)) return []
  const archives = fs.readdirSync(dir).filter((name) => ARCHIVE_NAME.test(name)).sort().reverse()
  const removed = archives.slice(keep)
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true })
  return removed
}
