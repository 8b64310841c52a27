import { test as base, expect } from '@playwright/test'
import fs from 'node:fs'
import { spawnNode, tempDataDir } from './processes.ts'
import { emptyDatabase } from './testDatabase.ts'
import { freePort } from './freePort.ts'

interface AppServer {
  url: string
}

/**
 * Each Playwright worker starts its own server (api/server.ts, as `npm start` does) on a free port,
 * data folder and database, so workers run side by side and never see each other's rows. Every
 * browser test also watches the console: a script, style or connection the server's
 * Content-Security-Policy refused means a user would meet a broken page, so the test fails.
 */
export const test = base.extend<{ policyGuard: void }, { appServer: AppServer }>({
  appServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = await freePort()
      const url = `http://127.0.0.1:${port}`
      const dataDir = tempDataDir()
      const database = process.env.DATABASE_URL ? await emptyDatabase(process.env.DATABASE_URL, `e2e_${workerInfo.parallelIndex}`) : null
      const server = spawnNode('api/server.ts', [], {
        PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, RATE_LIMIT_MULTIPLIER: '50',
        // One API process even on PostgreSQL: every Playwright worker already runs a server of its own, and
        // more processes would only load the shared cores (tests/api/processes.test.ts covers WEB_CONCURRENCY).
        WEB_CONCURRENCY: '1',
        ...(database ? { DATABASE_URL: database.url } : {}),
      })
      try {
        await server.waitFor('GetQuote is running', 180_000)
        await use({ url })
      } finally {
        server.child.kill('SIGTERM')
        await server.exited
        await database?.drop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url)
  },
  policyGuard: [
    async ({ page }, use) => {
      const refusals: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) refusals.push(message.text())
      })
      await use()
      expect(refusals, 'refused by the Content-Security-Policy').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
