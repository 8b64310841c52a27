import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { Config } from './config.ts'
import type { Mailer } from './mail/mailer.ts'
import type { Secrets } from './runtime/secrets.ts'
import type { SessionCache } from './services/sessionCache.ts'

/** What every request handler and service may reach: no globals beyond Objection's bound knex. */
export interface AppContext {
  config: Config
  knex: Knex
  log: Logger
  mailer: Mailer
  secrets: Secrets
  now: () => Date
  /** Checked sessions kept in memory; null on the embedded database, whose one process needs no help. */
  sessions: SessionCache | null
}
