import fs from 'node:fs'
import { z } from 'zod'

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/)
const Count = z.number().int().min(0)

/**
 * One file inside an archive: where it sits (database/ or data/, one level, so a hostile manifest
 * cannot name a path outside the folders a restore writes to), its size and its SHA-256, checked
 * before anything is restored.
 */
export const ArchivedFile = z.object({ path: z.string().regex(/^(database|data)\/(?!\.{1,2}$)[\w.-]+$/), bytes: Count, sha256: Sha256 })
export type ArchivedFile = z.infer<typeof ArchivedFile>

/**
 * manifest.json, the first entry of every archive. The database part says what a restore must find
 * once it is done (the latest migration, the rows of every table); `files` lists what DATA_DIR held
 * beside the database (the generated secrets, so signed-in sessions survive), and will list uploaded
 * files once there is file storage.
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
  files: z.array(ArchivedFile),
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
