import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { loadConfig } from '../../api/config.ts'
import type { AppContext } from '../../api/context.ts'
import { createApp } from '../../api/app.ts'
import { bindModels, migrateLatest, openDatabase, type Database } from '../../api/db/connection.ts'
import { createMailer } from '../../api/mail/mailer.ts'
import { loadSecrets } from '../../api/runtime/secrets.ts'

export interface TestServer {
  url: string
  app: AppContext
  db: Database
  /** Moves the app's clock; tests of expiry use it instead of waiting. */
  setNow(date: Date | null): void
}


async function start(): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-test-'))
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    SMTP_URL: '',
    JWT_SECRET: '',
  })
  const db = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: null })
  await migrateLatest(db.knex)
  bindModels(db.knex)
  const log = pino({ level: config.logLevel })
  let now: Date | null = null
  const app: AppContext = {
    config,
    knex: db.knex,
    log,
    mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, knex: db.knex, log }),
    secrets: loadSecrets(config),
    now: () => now ?? new Date(),
  }
  const server: Server = createApp(app, { distDir: path.resolve(import.meta.dirname, '..', '..', config.distDir) }).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, app, db, setNow: (date) => { now = date } }
}

const holder = globalThis as typeof globalThis & { __gqTestServer?: Promise<TestServer> }

/** The one app every API test file shares (vitest runs them in one process, see vitest.config.ts). */
export function testServer(): Promise<TestServer> {
  holder.__gqTestServer ??= start()
  return holder.__gqTestServer
}
