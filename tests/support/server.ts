import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import type { Server } from 'node:http'
import { inject } from 'vitest'
import { loadConfig } from '../../api/config.ts'
import type { AppContext } from '../../api/context.ts'
import { boot } from '../../api/runtime/boot.ts'
import { serve } from '../../api/runtime/serve.ts'
import { copyTemplate } from './testDatabase.ts'
import { portOf } from './http.ts'

export interface TestServer {
  url: string
  app: AppContext
  /** Moves the app's clock; tests of expiry use it instead of waiting. */
  setNow(date: Date | null): void
  stop(): Promise<void>
}

async function start(): Promise<TestServer> {
  const database = await copyTemplate(inject('template'))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-test-'))
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    TRUST_PROXY: 'true',
    // Not the default address, so a page that ignored PUBLIC_URL would be caught.
    PUBLIC_URL: 'http://getquote.test:8080',
    SMTP_URL: '',
    JWT_SECRET: '',
    TEST_HOOKS: 'true',
  })
  let now: Date | null = null
  // The template was migrated once for the run (globalSetup.ts), so a file's copy starts up to date.
  const runtime = await boot(config, 'a test file', { embeddedImage: database.embeddedImage, migrate: false, now: () => now ?? new Date() })
  const server: Server = await serve(runtime.app, 0, '127.0.0.1')
  return {
    url: `http://127.0.0.1:${portOf(server)}`,
    app: runtime.app,
    setNow: (date) => { now = date },
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await runtime.shutdown()
      await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let current: Promise<TestServer> | undefined

/** This test file's app, database and clock (each file has its own; vitest.config.ts runs files in parallel). */
export function testServer(): Promise<TestServer> {
  current ??= start()
  return current
}

/** Stops this file's server and drops its database (tests/support/setup.ts, after the file). */
export async function stopTestServer(): Promise<void> {
  if (!current) return
  const server = await current
  current = undefined
  await server.stop()
}
