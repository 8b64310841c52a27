import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { BackupError } from './archive.ts'

const run = promisify(execFile)

/** The URL for pg_dump's and pg_restore's --dbname, with its password moved to PGPASSWORD, out of `ps`. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error && typeof error.stderr === 'string' && error.stderr.trim() !== ''
      ? error.stderr.trim()
      : error instanceof Error ? error.message : String(error)
    throw new BackupError(`${tool} failed (is the PostgreSQL client installed, and as new as the server?): ${detail}`)
  }
}

/** pg_dump's custom format of the database as `snapshot` (an exported snapshot) sees it. */
export async function dumpPostgres(databaseUrl: string, snapshot: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl)
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env)
}

/** Loads a custom-format dump into an empty database, stopping at the first error. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl)
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env)
}
