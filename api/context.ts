import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { Config } from './config.ts'
import type { Database } from './db/connection.ts'
import type { Mailer } from './mail/mailer.ts'
import type { Secrets } from './runtime/secrets.ts'
import type { NotifiedCache } from './db/notifiedCache.ts'
import type { Storage } from './storage/index.ts'
import type { OcrReader } from './documents/declarations/index.ts'
import type { PaymentGateway } from './billing/gateway/paymentGateway.ts'

/** What every request handler and service may reach: no globals beyond Objection's bound knex. */
export interface AppContext {
  config: Config
  knex: Knex
  log: Logger
  mailer: Mailer
  secrets: Secrets
  now: () => Date
  /** Rows kept in memory while PostgreSQL says they are unchanged; null on the embedded database, one missing when ROW_CACHES leaves it off. */
  caches: { sessions?: NotifiedCache; requests?: NotifiedCache } | null
  /** The embedded database's data dir as a tar (the daily backup); null on PostgreSQL. */
  dumpDatabase: Database['dump']
  /** Uploaded files (policy documents), opened once at boot from config.storage. */
  storage: Storage
  /** The one OCR engine for declarations pages, started on first use and closed at shutdown. */
  ocr: OcrReader
  /** The card processor, chosen at boot (api/billing/gateway/paymentGateway.ts). */
  payments: PaymentGateway
}
