// Playwright's globalSetup: one server's first run (database init, migrations, the demo seed) leaves a
// seeded data folder, and on PostgreSQL a seeded database; each worker's server starts on a copy of them
// (tests/support/playwright.ts), a restart that skips the first run's work: 4.5 → 1.3 CPU seconds a worker.
import fs from 'node:fs'
import { spawnNode, tempDataDir } from './processes.ts'
import { databaseBeside } from './testDatabase.ts'

/** Where the workers find the seeded copies (a globalSetup's environment reaches every worker). */
export const SEED_ENV = { dataDir: 'E2E_SEED_DATA_DIR', database: 'E2E_SEED_DATABASE' } as const

export default async function seed(): Promise<() => Promise<void>> {
  const dataDir = tempDataDir()
  const database = process.env.DATABASE_URL ? await databaseBeside(process.env.DATABASE_URL, 'e2e_seed') : null
  const server = spawnNode('api/server.ts', [], {
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_CONCURRENCY: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
  })
  try {
    await server.waitFor('GetQuote is running', 180_000)
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
  process.env[SEED_ENV.dataDir] = dataDir
  if (database) process.env[SEED_ENV.database] = database.name
  return async () => {
    await database?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
