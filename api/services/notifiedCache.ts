import pg from 'pg'
import type { Knex } from 'knex'
import type { Logger } from 'pino'

/** What a cache holds, and the channel its tables' triggers notify on any change. */
export type CachedRows = 'sessions' | 'requests'

const CHANNELS: Record<CachedRows, string> = {
  // Migration 20261125150000: users and sessions.
  sessions: 'auth_changed',
  // Migration 20261125160000: insurance requests, applicants and auto details.
  requests: 'requests_changed',
}

/** The longest a row is answered from memory: the bound if a notification were ever lost. */
export const NOTIFIED_CACHE_TTL_MS = 5000
const MAX_ROWS = 10_000
const RELISTEN_MS = 1000

interface Entry {
  /** The row as the reading query answered it. */
  row: Record<string, unknown>
  /** The end of this entry's life (its own expiry, if sooner), in the app clock's ms. */
  until: number
}

/** Every cache of this process by what it holds, so a write through the models can drop them (it knows no app). */
const caches: Record<CachedRows, Set<NotifiedCache>> = { sessions: new Set(), requests: new Set() }

/**
 * Rows this process has read lately (a checked session with its user, a request with its details),
 * so the next requests for them skip the round trip. PostgreSQL tells every listening process when a
 * row of those tables changes, whoever writes, and each then drops all it holds; a write through this
 * process's models drops it at once and again when its transaction commits, so this process's own
 * next request never sees the old row. Nothing is kept while the listening connection is down, and
 * no entry lives longer than NOTIFIED_CACHE_TTL_MS.
 */
export class NotifiedCache {
  private readonly entries = new Map<string, Entry>()
  private readonly holds: CachedRows
  private generation = 0
  private listening = false

  constructor(holds: CachedRows) {
    this.holds = holds
    caches[holds].add(this)
  }

  /** Whether it keeps anything: only while its notification connection listens. */
  get active(): boolean {
    return this.listening
  }

  /** The cached row under this key while it lives, or undefined. */
  get(key: string, now: number): Record<string, unknown> | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.until > now) return entry.row
    this.entries.delete(key)
    return undefined
  }

  /** Marks the start of a read: set() keeps its answer only if nothing changed meanwhile. */
  begin(): number {
    return this.generation
  }

  set(key: string, begun: number, row: Record<string, unknown>, now: number, expiresAt = Infinity): void {
    if (!this.listening || begun !== this.generation) return
    // A full cache is dropped whole: the cost is one query per row, and nothing can grow it.
    if (this.entries.size >= MAX_ROWS) this.entries.clear()
    this.entries.set(key, { row, until: Math.min(expiresAt, now + NOTIFIED_CACHE_TTL_MS) })
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
        log.warn({ err: error, cache: this.holds }, 'cache: lost its notification connection')
        lost(next)
      })
      next.on('end', () => lost(next))
      next.connect()
        .then(() => next.query(`LISTEN ${CHANNELS[this.holds]}`))
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
        caches[this.holds].delete(this)
        const current = client
        client = null
        await current?.end().catch(() => undefined)
      },
    }
  }
}

/**
 * Called by the models of cached tables after a write: every cache of those rows drops what it holds
 * now, and again once the writing transaction commits (a request between the two could read the old row).
 */
export function cachedRowsWritten(rows: CachedRows, transaction: Knex | Knex.Transaction): void {
  const clearAll = () => {
    for (const cache of caches[rows]) cache.clear()
  }
  clearAll()
  if ('executionPromise' in transaction && transaction.isTransaction) transaction.executionPromise.then(clearAll, () => undefined)
}
