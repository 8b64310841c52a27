import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import { openDatabase, type Database } from '../db/connection.ts'
import { lockEmbeddedDatabase } from '../runtime/embeddedLock.ts'
import { openStorage, type Storage, type StorageConfig } from '../storage/index.ts'
import { BackupError, readArchive, stagingDir } from './archive.ts'
import { isEmptyDatabase, knownMigrations, readInventory } from './inventory.ts'
import { appVersion, compareVersions, isStoredFile, storedFileKey, type BackupManifest } from './manifest.ts'
import { restorePostgres } from './postgresTools.ts'

/** Refuses an archive this code cannot run: from a newer version, or with migrations it does not know. */
function checkCompatible(manifest: BackupManifest): void {
  const version = appVersion()
  if (compareVersions(manifest.app_version, version) > 0) {
    throw new BackupError(`This backup was made by GetQuote ${manifest.app_version}, newer than this one (${version}): restore it with that version or later.`)
  }
  if (!knownMigrations().includes(manifest.database.latest_migration)) {
    throw new BackupError(`This backup's database is at migration ${manifest.database.latest_migration}, which this version does not have: restore it with the version that made it.`)
  }
}

const dataFiles = (manifest: BackupManifest) => manifest.files.filter((entry) => !isStoredFile(entry))

/** The data files go back into DATA_DIR; one already there with other content is never overwritten. */
function checkDataFiles(config: Config, manifest: BackupManifest, staged: string): void {
  for (const entry of dataFiles(manifest)) {
    const target = path.join(config.dataDir, path.basename(entry.path))
    if (fs.existsSync(target) && !fs.readFileSync(target).equals(fs.readFileSync(path.join(staged, entry.path)))) {
      throw new BackupError(`Refusing to restore: ${target} already exists. Restore into an empty DATA_DIR.`)
    }
  }
}

const describeStore = (storage: StorageConfig) => storage.kind === 'disk' ? storage.dir : `s3://${storage.bucket}/${storage.prefix}`

/**
 * Stored files go back only into a store that holds none (even from an archive without files), so a
 * restore never mixes two installations' files or overwrites one it did not bring.
 */
async function checkEmptyStore(config: Config, storage: Storage): Promise<void> {
  if ((await storage.list('')).length === 0) return
  throw new BackupError(`Refusing to restore: the file store ${describeStore(config.storage)} already holds files. Restore into an empty one (an empty DATA_DIR, or an empty bucket or prefix in STORAGE_URL).`)
}

/** Writes DATA_DIR's files, then every stored file through the configured store, with its content type. */
async function writeFiles(config: Config, storage: Storage, manifest: BackupManifest, staged: string): Promise<void> {
  fs.mkdirSync(config.dataDir, { recursive: true })
  for (const entry of dataFiles(manifest)) {
    const target = path.join(config.dataDir, path.basename(entry.path))
    fs.copyFileSync(path.join(staged, entry.path), target)
    fs.chmodSync(target, 0o600)
  }
  for (const entry of manifest.files.filter(isStoredFile)) {
    await storage.put(storedFileKey(entry), fs.readFileSync(path.join(staged, entry.path)), entry.content_type)
  }
}

/** After loading, the database must hold exactly what the manifest says it held. */
async function checkRestored(db: Database, manifest: BackupManifest): Promise<void> {
  const found = await readInventory(db.knex)
  const expected = manifest.database
  if (found.latest_migration !== expected.latest_migration) {
    throw new BackupError(`The restored database is at migration ${found.latest_migration}, but the manifest says ${expected.latest_migration}.`)
  }
  const tables = new Set([...Object.keys(found.row_counts), ...Object.keys(expected.row_counts)])
  for (const table of tables) {
    if (found.row_counts[table] !== expected.row_counts[table]) {
      throw new BackupError(`The restored table ${table} has ${found.row_counts[table] ?? 'no'} rows, but the manifest says ${expected.row_counts[table] ?? 'none'}.`)
    }
  }
}

async function restoreEmbedded(config: Config, manifest: BackupManifest, staged: string): Promise<void> {
  const pgdata = path.join(config.dataDir, 'pgdata')
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
    throw new BackupError(`Refusing to restore: ${config.dataDir} already holds a database. Restore into an empty DATA_DIR (move this one aside first).`)
  }
  checkDataFiles(config, manifest, staged)
  const image = new Blob([fs.readFileSync(path.join(staged, manifest.database.path))], { type: 'application/x-gzip' })
  const db = await openDatabase({ databaseUrl: undefined, embeddedDir: pgdata, embeddedImage: image })
  try {
    await checkRestored(db, manifest)
  } finally {
    await db.close()
  }
}

async function restoreServer(config: Config, databaseUrl: string, manifest: BackupManifest, staged: string): Promise<void> {
  const db = await openDatabase({ databaseUrl, embeddedDir: null, poolMax: 1 })
  try {
    if (!(await isEmptyDatabase(db.knex))) {
      throw new BackupError('Refusing to restore: the database DATABASE_URL names already has tables. Restore into an empty database.')
    }
    checkDataFiles(config, manifest, staged)
    await restorePostgres(databaseUrl, path.join(staged, manifest.database.path))
    await checkRestored(db, manifest)
  } finally {
    await db.close()
  }
}

/**
 * Puts an archive back: checks its manifest and checksums, refuses a newer version's archive or a
 * target (database or file store) that is not empty, loads the database, checks its migration and
 * row counts against the manifest, then writes DATA_DIR's files and the stored files.
 */
export async function restoreBackup(config: Config, archive: string): Promise<BackupManifest> {
  const staging = stagingDir()
  const release = config.databaseUrl ? () => undefined : lockEmbeddedDatabase(config.dataDir, 'the restore command')
  try {
    const manifest = await readArchive(path.resolve(archive), staging)
    checkCompatible(manifest)
    const engine = config.databaseUrl ? 'postgresql' : 'embedded'
    if (manifest.database.engine !== engine) {
      throw new BackupError(manifest.database.engine === 'embedded'
        ? 'This backup holds an embedded database: unset DATABASE_URL to restore it into DATA_DIR.'
        : 'This backup holds a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.')
    }
    const storage = openStorage(config.storage)
    await checkEmptyStore(config, storage)
    if (config.databaseUrl) await restoreServer(config, config.databaseUrl, manifest, staging.dir)
    else await restoreEmbedded(config, manifest, staging.dir)
    await writeFiles(config, storage, manifest, staging.dir)
    return manifest
  } finally {
    staging.remove()
    release()
  }
}
