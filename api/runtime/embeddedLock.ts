import fs from 'node:fs'
import path from 'node:path'

export class EmbeddedDatabaseBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM'
  }
}

/**
 * PGlite belongs to one process. The holder writes its pid into the data folder; a second process
 * that finds a live holder stops with one clear line instead of opening the files twice.
 */
export function lockEmbeddedDatabase(dataDir: string, holder: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'embedded-db.lock')
  if (fs.existsSync(file)) {
    const [pidText = '', owner = 'another process'] = fs.readFileSync(file, 'utf8').split('\n')
    const pid = Number(pidText)
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new EmbeddedDatabaseBusyError(
        `The embedded database in ${dataDir} is in use by ${owner} (pid ${pid}); stop it first or set DATABASE_URL.`,
      )
    }
  }
  fs.writeFileSync(file, `${process.pid}\n${holder}\n`)
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').startsWith(`${process.pid}\n`)) fs.unlinkSync(file)
    } catch {
      // Already gone: nothing to release.
    }
  }
}
