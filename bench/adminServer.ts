// The API in this process on the PostgreSQL at DATABASE_URL (migrated first), for the admin benches: no job worker,
// no e-mail, no caches, so what is measured is the request path and the database alone.
import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import type { Server } from 'node:http'
import pino from 'pino'
import type { Knex } from 'knex'
import { loadConfig } from '../api/config.ts'
import { openPaymentGateway } from '../api/billing/gateway/paymentGateway.ts'
import type { AppContext } from '../api/context.ts'
import { createApp } from '../api/app.ts'
import { bindModels, migrateLatest, openDatabase } from '../api/db/connection.ts'
import { createMailer } from '../api/mail/mailer.ts'
import { loadSecrets } from '../api/runtime/secrets.ts'
import { openStorage } from '../api/storage/index.ts'
import { sharedOcrReader } from '../api/documents/declarations/index.ts'
import { User } from '../api/models/User.ts'
import { startSession } from '../api/services/sessions.ts'

export interface AdminServer {
  app: AppContext
  knex: Knex
  base: string
  /** A session of the bench's own administrator. */
  adminToken: string
  close(): Promise<void>
}

export async function startAdminServer(what: string): Promise<AdminServer> {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error(`Set DATABASE_URL to the database filled by ${what}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gq-bench-'))
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SMTP_URL: '', JWT_SECRET: '' })
  const db = await openDatabase({ databaseUrl, embeddedDir: null, poolMax: 10 })
  await migrateLatest(db.knex)
  bindModels(db.knex)
  const log = pino({ level: 'silent' })
  const secrets = loadSecrets(config)
  const app: AppContext = {
    config, knex: db.knex, log, secrets, now: () => new Date(), caches: null, dumpDatabase: (compression) => db.dump(compression),
    mailer: createMailer({ smtpUrl: undefined, from: config.mailFrom, knex: db.knex, log }),
    storage: openStorage(config.storage), ocr: sharedOcrReader(), payments: openPaymentGateway(config, secrets, log),
  }
  const server: Server = createApp(app, { distDir: config.distDir }).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const address = server.address()
  const admin =
    (await User.findByEmail('bench-admin@bench.example')) ??
    (await User.query().insertAndFetch({ email: 'bench-admin@bench.example', first_name: 'Bench', last_name: 'Admin', admin: true, email_verified_at: new Date() }))
  return {
    app,
    knex: db.knex,
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    // As a real admin's session after their authenticator code: admin routes refuse any other.
    adminToken: await startSession(app, admin, undefined, { secondFactor: true }),
    async close() {
      server.close()
      server.closeAllConnections()
      await db.close()
    },
  }
}
