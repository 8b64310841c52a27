import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { create, extract } from 'tar'
import { BackupManifest, type ArchivedFile } from './manifest.ts'

export class BackupError extends Error {}

/** A folder holding an archive's entries, removed when done. */
export interface Staging {
  dir: string
  remove(): void
}

export function stagingDir(): Staging {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-backup-'))
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

export function describeFile(root: string, relative: string): ArchivedFile {
  const bytes = fs.readFileSync(path.join(root, relative))
  return { path: relative, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
}

/**
 * Writes the staged entries as one tar, manifest.json first. The archive appears under its name
 * only once complete (written beside it, then renamed), so a failed backup never looks like one.
 */
export async function writeArchive(file: string, staging: Staging, manifest: BackupManifest): Promise<number> {
  fs.writeFileSync(path.join(staging.dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const entries = ['manifest.json', manifest.database.path, ...manifest.files.map((entry) => entry.path)]
  const partial = `${file}.partial`
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    await create({ file: partial, cwd: staging.dir, portable: true, mode: 0o600 }, entries)
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(partial, { force: true })
  }
  fs.chmodSync(file, 0o600)
  return fs.statSync(file).size
}

/** Unpacks an archive and checks its manifest and every checksum in it before anything is restored. */
export async function readArchive(file: string, staging: Staging): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup archive at ${file}.`)
  try {
    // Plain files and folders only: a link could make a listed path read something outside the archive.
    await extract({ file, cwd: staging.dir, strict: true, filter: (_path, entry) => !('type' in entry) || entry.type === 'File' || entry.type === 'Directory' })
  } catch (error) {
    throw new BackupError(`${file} is not a GetQuote backup archive (${error instanceof Error ? error.message : String(error)}).`)
  }
  const manifestFile = path.join(staging.dir, 'manifest.json')
  if (!fs.existsSync(manifestFile)) throw new BackupError(`${file} has no manifest.json: it is not a GetQuote backup archive.`)
  const parsed = BackupManifest.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')))
  if (!parsed.success) throw new BackupError(`${file} has a manifest this version cannot read: ${parsed.error.issues[0]?.message ?? 'invalid'}.`)
  const manifest = parsed.data
  if (manifest.files.length !== manifest.file_count) {
    throw new BackupError(`${file}'s manifest lists ${manifest.files.length} files but counts ${manifest.file_count}.`)
  }
  for (const expected of [manifest.database, ...manifest.files]) {
    const found = fs.existsSync(path.join(staging.dir, expected.path)) ? describeFile(staging.dir, expected.path) : null
    if (!found || found.sha256 !== expected.sha256 || found.bytes !== expected.bytes) {
      throw new BackupError(`${file} is damaged: ${expected.path} ${found ? 'does not match its checksum' : 'is missing'}.`)
    }
  }
  return manifest
}
