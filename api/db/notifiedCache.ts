import pg from 'pg'
import type { Knex } from 'knex'
import type { Logger } from 'pino'

/** What a cache holds, and the channel its tables' triggers notify on any change. */
export type CachedRows = 'sessions' | 'requests'

// Notified by the triggers of migration 20261125150000.
const CHANNELS: Record<CachedRows, string> = {
  sessions: 'auth_changed',
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
  private get(key: string, now: number): Record<string, unknown> | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.until > now) return entry.row
    this.entries.delete(key)
    return undefined
  }

  /**
   * The row under `key`: from memory while it lives, else from `load`, kept (for at most the TTL, or
   * until the row's own expiry) only if nothing changed while it was being read.
   */
  async read(key: string, now: number, load: () => Promise<Loaded | undefined>): Promise<Record<string, unknown> | undefined> {
    const cached = this.get(key, now)
    if (cached) return cached
    const begun = this.generation
    const loaded = await load()
    if (!loaded) return undefined
    if (this.listening && begun === this.generation) {
      // A full cache is dropped whole: the cost is one query per row, and nothing can grow it.
      if (this.entries.size >= MAX_ROWS) this.entries.clear()
      this.entries.set(key, { row: loaded.row, until: Math.min(loaded.expiresAt ?? Infinity, now + NOTIFIED_CACHE_TTL_MS) })
    }
    return loaded.row
  }

  clear(): void {
    this.entries.clear()
    this.generation += 1
  }

  /** Called by its listener: while not listening it keeps nothing. */
  listens(listening: boolean): void {
    this.listening = listening
    this.clear()
  }

  get channel(): string {
    return CHANNELS[this.holds]
  }

  forget(): void {
    this.listens(false)
    caches[this.holds].delete(this)
  }
}

export interface Loaded {
  row: Record<string, unknown>
  /** When the row stops being good by itself (a session's expiry), in the app clock's ms. */
  expiresAt?: number
}

/** Reads through the cache when there is one (PostgreSQL), straight from `load` when not. */
export async function readThrough(cache: NotifiedCache | undefined, key: string, now: number, load: () => Promise<Loaded | undefined>): Promise<Record<string, unknown> | undefined> {
  return cache ? cache.read(key, now, load) : (await load())?.row
}

/**
 * One connection listening on every cache's channel until stopped; each notification clears the caches
 * of its channel. Between a lost connection and the next, the caches keep nothing.
 */
export function listenForChanges(databaseUrl: string, listening: NotifiedCache[], log: Logger): { stop(): Promise<void> } {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const setAll = (on: boolean) => {
    for (const cache of listening) cache.listens(on)
  }
  const lost = (current: pg.Client) => {
    if (client !== current) return
    client = null
    setAll(false)
    current.end().catch(() => undefined)
    if (!stopped) retry = setTimeout(connect, RELISTEN_MS).unref()
  }
  const connect = () => {
    const next = new pg.Client({ connectionString: databaseUrl })
    client = next
    next.on('notification', ({ channel }) => {
      for (const cache of listening) if (cache.channel === channel) cache.clear()
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'caches: lost their notification connection')
      lost(next)
    })
    next.on('end', () => lost(next))
    next.connect()
      .then(() => next.query(listening.map((cache) => `LISTEN ${cache.channel}`).join('; ')))
      .then(() => {
        if (client === next) setAll(true)
      }, () => lost(next))
  }
  connect()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      for (const cache of listening) cache.forget()
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
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
