import pg from 'pg'
import type { Knex } from 'knex'
import type { Logger } from 'pino'

/** The channel the triggers of migration 20261125150000 notify on any change to a user or session. */
const CHANNEL = 'auth_changed'

/** The longest a session is answered from memory: the bound if a notification were ever lost. */
export const SESSION_CACHE_TTL_MS = 5000
const MAX_SESSIONS = 10_000
const RELISTEN_MS = 1000

interface Entry {
  /** The user's row as the session check read it. */
  row: Record<string, unknown>
  /** The session's expiry and the end of this entry's life, in the app clock's ms. */
  until: number
}

/** Every cache of this process, so a write through the models can drop them all (it knows no app). */
const caches = new Set<SessionCache>()

/**
 * The sessions this process has checked and their users, so a client's next requests skip the round
 * trip. PostgreSQL tells every listening process when a user or session row changes, and each then
 * drops all it holds; a write through this process's models drops it at once and again when its
 * transaction commits, so this process's own next request never sees the old row. Nothing is kept
 * while the listening connection is down, and no entry lives longer than SESSION_CACHE_TTL_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private generation = 0
  private listening = false

  constructor() {
    caches.add(this)
  }

  /** Whether it keeps anything: only while its notification connection listens. */
  get active(): boolean {
    return this.listening
  }

  /** The cached user row of a live session, or undefined. */
  get(sessionId: string, now: number): Record<string, unknown> | undefined {
    const entry = this.entries.get(sessionId)
    if (!entry) return undefined
    if (entry.until > now) return entry.row
    this.entries.delete(sessionId)
    return undefined
  }

  /** Marks the start of a read: set() keeps its answer only if nothing changed meanwhile. */
  begin(): number {
    return this.generation
  }

  set(sessionId: string, begun: number, row: Record<string, unknown>, sessionExpiresAt: number, now: number): void {
    if (!this.listening || begun !== this.generation) return
    // A full cache is dropped whole: the cost is one query per session, and nothing can grow it.
    if (this.entries.size >= MAX_SESSIONS) this.entries.clear()
    this.entries.set(sessionId, { row, until: Math.min(sessionExpiresAt, now + SESSION_CACHE_TTL_MS) })
  }

  clear(): void {
    this.entries.clear()
    this.generation += 1
  }

  /** Listens on its own connection until stopped; between a lost connection and the next, keeps nothing. */
  listen(databaseUrl: string, log: Logger): { stop(): Promise<void> } {
    let client: pg.Client | null = null
    let stopped = false
    let retry: NodeJS.Timeout | undefined
    const lost = (current: pg.Client) => {
      if (client !== current) return
      client = null
      this.listening = false
      this.clear()
      current.end().catch(() => undefined)
      if (!stopped) retry = setTimeout(connect, RELISTEN_MS).unref()
    }
    const connect = () => {
      const next = new pg.Client({ connectionString: databaseUrl })
      client = next
      next.on('notification', () => this.clear())
      next.on('error', (error) => {
        log.warn({ err: error }, 'session cache: lost its notification connection')
        lost(next)
      })
      next.on('end', () => lost(next))
      next.connect()
        .then(() => next.query(`LISTEN ${CHANNEL}`))
        .then(() => {
          if (client !== next) return
          this.clear()
          this.listening = true
        }, () => lost(next))
    }
    connect()
    return {
      stop: async () => {
        stopped = true
        clearTimeout(retry)
        this.listening = false
        this.clear()
        caches.delete(this)
        const current = client
        client = null
        await current?.end().catch(() => undefined)
      },
    }
  }
}

/**
 * Called by the User and Session models after a write: every cache drops what it holds now, and
 * again once the writing transaction commits (a request between the two could read the old row).
 */
export function authRowsWritten(transaction: Knex | Knex.Transaction): void {
  for (const cache of caches) cache.clear()
  if ('executionPromise' in transaction && transaction.isTransaction) {
    transaction.executionPromise.then(
      () => {
        for (const cache of caches) cache.clear()
      },
      () => undefined,
    )
  }
}
