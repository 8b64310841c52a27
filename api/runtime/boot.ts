import path from 'node:path'
import pino from 'pino'
import type { Config } from '../config.ts'
import type { AppContext } from '../context.ts'
import { bindModels, migrateLatest, openDatabase, type Database } from '../db/connection.ts'
import { createMailer } from '../mail/mailer.ts'
import { loadSecrets } from './secrets.ts'
import { lockEmbeddedDatabase } from './embeddedLock.ts'

export interface Runtime {
  app: AppContext
  db: Database
  shutdown(): Promise<void>
}

/** Opens (and locks, when embedded) the database, migrates it and wires the services. */
export async function boot(config: Config, holder: string): Promise<Runtime> {
  const log = pino({ level: config.logLevel, base: { service: 'getquote-api' } })
  const release = config.databaseUrl ? () => undefined : lockEmbeddedDatabase(config.dataDir, holder)
  let db: Database
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: path.join(config.dataDir, 'pgdata') })
    await migrateLatest(db.knex)
    bindModels(db.knex)
  } catch (error) {
    release()
    throw error
  }
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, knex: db.knex, log })
  const app: AppContext = { config, knex: db.knex, log, mailer, secrets: loadSecrets(config), now: () => new Date() }
  return {
    app,
    db,
    async shutdown() {
      mailer.close()
      await db.close()
      release()
    },
  }
}
