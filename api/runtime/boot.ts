import path from 'node:path'
import pino from 'pino'
import type { Config } from '../config.ts'
import type { AppContext } from '../context.ts'
import { bindModels, migrateLatest, openDatabase, type Database } from '../db/connection.ts'
import { createMailer } from '../mail/mailer.ts'
import { loadSecrets } from './secrets.ts'
import { migrateWithBackup } from '../backups/beforeMigrating.ts'
import { lockEmbeddedDatabase } from './embeddedLock.ts'
import { listenForChanges, NotifiedCache } from '../db/notifiedCache.ts'
import { openStorage } from '../storage/index.ts'
import { openPaymentGateway } from '../billing/gateway/paymentGateway.ts'
import { sharedOcrReader } from '../documents/declarations/index.ts'

export interface Runtime {
  app: AppContext
  db: Database
  shutdown(): Promise<void>
}

/** What a cluster worker or a test changes about the wiring; a single server passes nothing. */
export interface BootOptions {
  /** Cluster workers skip migrating: the primary has done it before forking them (and tests: their template was). */
  migrate?: boolean
  /** An in-memory embedded database loaded from this dump instead of DATA_DIR's (one per test file). */
  embeddedImage?: Blob
  /** The app's clock; tests move it instead of waiting. */
  now?: () => Date
}

/** Opens (and locks, when embedded on disk) the database, migrates it and wires the services. */
export async function boot(config: Config, holder: string, options: BootOptions = {}): Promise<Runtime> {
  // In production every API request writes an access-log line: lines are buffered and written 4 KB
  // at a time (pino flushes what is left when the process exits). Synchronous writes of the buffer
  // cost less than handing each to libuv's thread pool, which competes with the workers for the
  // cores (measured: the plan list served 12% more answers a second on one core).
  const destination = config.isProduction ? pino.destination({ sync: true, minLength: 4096 }) : pino.destination(1)
  const log = pino({ level: config.logLevel, base: { service: 'getquote-api' } }, destination)
  const onDisk = !config.databaseUrl && !options.embeddedImage
  const release = onDisk ? lockEmbeddedDatabase(config.dataDir, holder) : () => undefined
  let db: Database
  try {
    db = await openDatabase({
      databaseUrl: config.databaseUrl,
      embeddedDir: onDisk ? path.join(config.dataDir, 'pgdata') : null,
      embeddedImage: options.embeddedImage,
      log,
    })
    if (options.migrate ?? true) await (onDisk ? migrateWithBackup(db, config, log) : migrateLatest(db.knex))
    bindModels(db.knex)
  } catch (error) {
    release()
    throw error
  }
  const mailer = createMailer({
    smtpUrl: config.mailTransport === 'smtp' ? config.smtpUrl : undefined,
    logOnly: config.mailTransport === 'log',
    from: config.mailFrom,
    knex: db.knex,
    log,
  })
  // The embedded database has one process, which reads its rows in memory anyway: nothing to keep.
  const caches = config.databaseUrl
    ? {
        ...(config.rowCaches.sessions ? { sessions: new NotifiedCache('sessions') } : {}),
        ...(config.rowCaches.requests ? { requests: new NotifiedCache('requests') } : {}),
      }
    : null
  const kept = caches ? [caches.sessions, caches.requests].filter((cache) => cache !== undefined) : []
  const listener = config.databaseUrl && kept.length > 0 ? listenForChanges(config.databaseUrl, kept, log) : null
  const secrets = loadSecrets(config)
  const app: AppContext = { config, knex: db.knex, log, mailer, secrets, now: options.now ?? (() => new Date()), caches, dumpDatabase: (compression) => db.dump(compression),
    storage: openStorage(config.storage), ocr: sharedOcrReader(), payments: openPaymentGateway(config, secrets, log) }
  return {
    app,
    db,
    async shutdown() {
      await listener?.stop()
      await app.ocr.close()
      mailer.close()
      await db.close()
      log.flush()
      release()
    },
  }
}
