import fs from 'node:fs'
import { z } from 'zod'
import { isStorageKey } from '../storage/keys.ts'

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/)
const Count = z.number().int().min(0)

/**
 * One file inside an archive: where it sits (database/ or data/, one level, so a hostile manifest
 * cannot name a path outside the folders a restore writes to), its size and its SHA-256, checked
 * before anything is restored.
 */
export const ArchivedFile = z.object({ path: z.string().regex(/^(database|data)\/(?!\.{1,2}$)[\w.-]+$/), bytes: Count, sha256: Sha256 })
export type ArchivedFile = z.infer<typeof ArchivedFile>

/** Where a stored file's copy sits in an archive: `files/<its storage key>`. */
const STORED_PREFIX = 'files/'
export const storedFilePath = (key: string) => `${STORED_PREFIX}${key}`
export const storedFileKey = (archived: ArchivedStoredFile) => archived.path.slice(STORED_PREFIX.length)

/**
 * A file from the store (disk or bucket) and the content type it was stored with. Its key follows the
 * store's own rules (api/storage/keys.ts: nested folders, never `..` or an absolute path), so a
 * hostile manifest can name nothing outside the archive's files/ folder or the store it goes back to.
 */
export const ArchivedStoredFile = z.object({
  path: z.string().refine((value) => value.startsWith(STORED_PREFIX) && isStorageKey(value.slice(STORED_PREFIX.length)), 'Invalid stored file path'),
  bytes: Count,
  sha256: Sha256,
  // Printable ASCII only: it goes back as an HTTP header (S3) or a one-line file (disk).
  content_type: z.string().regex(/^[ -~]{1,255}$/),
})
export type ArchivedStoredFile = z.infer<typeof ArchivedStoredFile>

/** A stored file carries its content type; DATA_DIR's own files (the secrets) do not. */
export const isStoredFile = (entry: ArchivedFile | ArchivedStoredFile): entry is ArchivedStoredFile => 'content_type' in entry

/**
 * manifest.json, the first entry of every archive. The database part says what a restore must find
 * once it is done (the latest migration, the rows of every table); `files` lists what sat beside the
 * database: DATA_DIR's generated secrets (so signed-in sessions survive), then every stored file.
 * Archives from before stored files were backed up list only the former, and restore as they did.
 */
export const BackupManifest = z.object({
  format: z.literal('getquote-backup/1'),
  app_version: z.string().regex(/^\d+\.\d+\.\d+/),
  created_at: z.iso.datetime(),
  database: ArchivedFile.extend({
    engine: z.enum(['embedded', 'postgresql']),
    latest_migration: z.string().min(1),
    migrations: Count,
    row_counts: z.record(z.string(), Count),
  }),
  files: z.array(z.union([ArchivedStoredFile, ArchivedFile], { error: 'a file entry is neither data/<name> nor files/<storage key> with its size, SHA-256 and content type' })),
  file_count: Count,
})
export type BackupManifest = z.infer<typeof BackupManifest>

/** This code's version (package.json), written into every manifest and compared on restore. */
export function appVersion(): string {
  const pkg = z.object({ version: z.string() }).parse(JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')))
  return pkg.version
}

/** Compares dotted version numbers part by part (0.10.0 is newer than 0.9.3); a pre-release tag is ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[-+]/)[0]?.split('.').map(Number) ?? []
  const [left, right] = [parts(a), parts(b)]
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  return 0
}
