import fs from 'node:fs'
import { copyDataDir, spawnNode } from './processes.ts'
import { databaseBeside } from './testDatabase.ts'
import { SEED_ENV } from './e2eSeed.ts'
import { freePort } from './freePort.ts'

export interface StartedAppServer {
  url: string
  stop(): Promise<void>
}

/** A seeded copy's source, which playwright.config.ts's globalSetup (e2eSeed.ts) names. */
function seeded(variable: string): string {
  const value = process.env[variable]
  if (!value) throw new Error(`${variable} is not set: the browser tests start from tests/support/e2eSeed.ts (playwright.config.ts globalSetup)`)
  return value
}

/**
 * A server (api/server.ts, as `npm start` runs it) on a free port and a copy of the seeded data
 * folder and database. `prepare` runs first with the same environment, while nothing holds the
 * embedded database (the admin CLI, say); `env` adds to or overrides the browser tests' settings.
 */
export async function startAppServer(options: { databaseSuffix: string; env?: Record<string, string>; prepare?: (env: Record<string, string>) => Promise<void> }): Promise<StartedAppServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = copyDataDir(seeded(SEED_ENV.dataDir))
  const database = process.env.DATABASE_URL ? await databaseBeside(process.env.DATABASE_URL, options.databaseSuffix, seeded(SEED_ENV.database)) : null
  const env = {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, RATE_LIMIT_MULTIPLIER: '50',
    // The payments emulator's faults (api/routes/dev/paymentFaults.ts), for the admin's payment alerts; a worker's tests run one at a time.
    TEST_HOOKS: 'true',
    // One API process even on PostgreSQL: every Playwright worker already runs a server of its own, and
    // more processes would only load the shared cores (tests/api/processes.test.ts covers WEB_CONCURRENCY).
    WEB_CONCURRENCY: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  }
  const cleanUp = async () => {
    await database?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  let server
  try {
    await options.prepare?.(env)
    server = spawnNode('api/server.ts', [], env)
    await server.waitFor('GetQuote is running', 180_000)
  } catch (error) {
    server?.child.kill('SIGTERM')
    await server?.exited
    await cleanUp()
    throw error
  }
  const started = server
  return {
    url,
    async stop() {
      started.child.kill('SIGTERM')
      await started.exited
      await cleanUp()
    },
  }
}
