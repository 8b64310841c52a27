import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { onCommit } from './onCommit.ts'
import { CACHED_ROWS, tablesWithoutCacheTriggers, type CachedRows } from './cachedRows.ts'

/** The longest a row is answered from memory: the bound if a notification were ever lost. */
export const NOTIFIED_CACHE_TTL_MS = 5000
const MAX_ROWS = 10_000
const RELISTEN_MS = 1000
/** How often the listening connection proves it still hears PostgreSQL, and how long it may take to. */
const HEARTBEAT_MS = 2000
export const HEARTBEAT_TIMEOUT_MS = 1500

interface Entry {
  /** The row as the reading query answered it. */
  row: Record<string, unknown>
  /** The key that PostgreSQL's notifications name it by (the row's id). */
  tag: string
  /** The end of this entry's life (its own expiry, if sooner), in the app clock's ms. */
  until: number
}

/** Every cache of this process by what it holds, so a write through the models can drop them (it knows no app). */
const caches: Record<CachedRows, Set<NotifiedCache>> = { sessions: new Set(), requests: new Set() }

/**
 * Rows this process has read lately (a checked session with its user, a request with its details),
 * so the next requests for them skip the round trip. PostgreSQL tells every listening process which
 * rows of those tables changed, whoever writes, and each drops the entries of those rows; a write
 * through this process's models drops them at once and again when its transaction commits, so this
 * process's own next request never sees the old row. Nothing is kept while the listening connection
 * is down or deaf, or while the tables' triggers are not as api/db/cachedRows.ts lists them, and no
 * entry lives longer than NOTIFIED_CACHE_TTL_MS.
 */
export class NotifiedCache {
  private readonly entries = new Map<string, Entry>()
  private readonly keysByTag = new Map<string, Set<string>>()
  private readonly rows: CachedRows
  /** Counts drops; a row read while its tag was dropped (or everything was) is not kept. */
  private drops = 0
  private clearedAt = 0
  private readonly droppedAt = new Map<string, number>()
  private listening = false

  constructor(rows: CachedRows) {
    this.rows = rows
    caches[rows].add(this)
  }

  /** Whether it keeps anything: only while its notification connection listens. */
  get active(): boolean {
    return this.listening
  }

  /** Whether the row under this key would be answered from memory now. */
  holds(key: string, now: number): boolean {
    return (this.entries.get(key)?.until ?? 0) > now
  }

  /** The cached row under this key while it lives, or undefined. */
  private get(key: string, now: number): Record<string, unknown> | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.until > now) return entry.row
    this.remove(key, entry.tag)
    return undefined
  }

  private remove(key: string, tag: string): void {
    this.entries.delete(key)
    const keys = this.keysByTag.get(tag)
    keys?.delete(key)
    if (keys?.size === 0) this.keysByTag.delete(tag)
  }

  /**
   * The row under `key`: from memory while it lives, else from `load`, kept (for at most the TTL, or
   * until the row's own expiry) only if that row was not dropped while it was being read: under a
   * stream of writes to other rows, a read still fills its entry.
   */
  async read(key: string, now: number, load: () => Promise<Loaded | undefined>): Promise<Record<string, unknown> | undefined> {
    const cached = this.get(key, now)
    if (cached) return cached
    const begun = this.drops
    const loaded = await load()
    if (!loaded) return undefined
    const tag = String(loaded.row.id)
    if (this.listening && this.clearedAt <= begun && (this.droppedAt.get(tag) ?? 0) <= begun) {
      // A full cache is dropped whole: the cost is one query per row, and nothing can grow it.
      if (this.entries.size >= MAX_ROWS) this.clear()
      this.entries.set(key, { row: loaded.row, tag, until: Math.min(loaded.expiresAt ?? Infinity, now + NOTIFIED_CACHE_TTL_MS) })
      const keys = this.keysByTag.get(tag)
      if (keys) keys.add(key)
      else this.keysByTag.set(tag, new Set([key]))
    }
    return loaded.row
  }

  /** Drops the entries of the rows with these ids. */
  drop(tags: readonly string[]): void {
    this.drops += 1
    // The drops remembered for reads in flight stay few: past the bound they count as one clear.
    if (this.droppedAt.size >= MAX_ROWS) this.clear()
    for (const tag of tags) {
      for (const key of this.keysByTag.get(tag) ?? []) this.entries.delete(key)
      this.keysByTag.delete(tag)
      this.droppedAt.set(tag, this.drops)
    }
  }

  clear(): void {
    this.entries.clear()
    this.keysByTag.clear()
    this.droppedAt.clear()
    this.drops += 1
    this.clearedAt = this.drops
  }

  /** Called by its listener: while not listening it keeps nothing. */
  listens(listening: boolean): void {
    this.listening = listening
    this.clear()
  }

  get channel(): string {
    return CACHED_ROWS[this.rows].channel
  }

  forget(): void {
    this.listens(false)
    caches[this.rows].delete(this)
  }
}

export interface Loaded {
  /** The row, with the `id` its tables' notifications name it by. */
  row: Record<string, unknown>
  /** When the row stops being good by itself (a session's expiry), in the app clock's ms. */
  expiresAt?: number
}

/** Reads through the cache when there is one (PostgreSQL), straight from `load` when not. */
export async function readThrough(cache: NotifiedCache | undefined, key: string, now: number, load: () => Promise<Loaded | undefined>): Promise<Record<string, unknown> | undefined> {
  return cache ? cache.read(key, now, load) : (await load())?.row
}

/**
 * One connection listening on every cache's channel until stopped; each notification drops the
 * entries of the row it names (an empty one, a truncate's, drops all of its channel). The connection
 * notifies itself on a channel of its own every HEARTBEAT_MS: one that is not heard back within
 * HEARTBEAT_TIMEOUT_MS means a connection gone deaf (a dead peer, a dropped network), which is logged
 * and replaced. Between a lost connection and the next, and while the triggers are not as listed,
 * the caches keep nothing.
 */
export function listenForChanges(databaseUrl: string, listening: NotifiedCache[], log: Logger): { stop(): Promise<void>; client(): pg.Client | null } {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let deafAfter: NodeJS.Timeout | undefined
  const heartbeatChannel = `cache_heartbeat_${randomBytes(8).toString('hex')}`
  const setAll = (on: boolean) => {
    for (const cache of listening) cache.listens(on)
  }
  const lost = (current: pg.Client) => {
    if (client !== current) return
    client = null
    clearInterval(heartbeat)
    clearTimeout(deafAfter)
    setAll(false)
    current.end().catch(() => undefined)
    if (!stopped) retry = setTimeout(connect, RELISTEN_MS).unref()
  }
  const beat = (current: pg.Client) => {
    if (deafAfter) return
    deafAfter = setTimeout(() => {
      log.warn({ source: 'caches' }, `caches: their notification connection did not answer within ${HEARTBEAT_TIMEOUT_MS} ms; it is replaced and nothing is kept meanwhile`)
      lost(current)
    }, HEARTBEAT_TIMEOUT_MS).unref()
    current.query(`NOTIFY ${heartbeatChannel}`).catch(() => lost(current))
  }
  const connect = () => {
    const next = new pg.Client({ connectionString: databaseUrl })
    client = next
    next.on('notification', ({ channel, payload }) => {
      if (channel === heartbeatChannel) {
        clearTimeout(deafAfter)
        deafAfter = undefined
        return
      }
      for (const cache of listening) {
        if (cache.channel !== channel) continue
        if (payload) cache.drop([payload])
        else cache.clear()
      }
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'caches: lost their notification connection')
      lost(next)
    })
    next.on('end', () => lost(next))
    next.connect()
      .then(() => next.query([...listening.map((cache) => cache.channel), heartbeatChannel].map((channel) => `LISTEN ${channel}`).join('; ')))
      .then(() => tablesWithoutCacheTriggers((sql) => next.query(sql)))
      .then((untriggered) => {
        if (client !== next) return
        if (untriggered.length > 0) {
          log.error({ source: 'caches', tables: untriggered }, `caches: keep nothing, as the change triggers of ${untriggered.join(', ')} are not as api/db/cachedRows.ts lists them (run the migrations)`)
          return
        }
        setAll(true)
        heartbeat = setInterval(() => beat(next), HEARTBEAT_MS).unref()
      }, () => lost(next))
  }
  connect()
  return {
    client: () => client,
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      clearInterval(heartbeat)
      clearTimeout(deafAfter)
      for (const cache of listening) cache.forget()
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}

/**
 * Called by the models after a write to one of the cached tables: the caches over it drop the entries
 * of the rows with these keys (all of theirs when the keys are not known) now, and again once the
 * writing transaction commits (a request between the two could read the old row).
 */
export function cachedRowsWritten(rows: CachedRows, keys: readonly unknown[] | null, transaction: Knex | Knex.Transaction): void {
  const tags = keys?.map(String) ?? null
  const dropAll = () => {
    for (const cache of caches[rows]) {
      if (tags) cache.drop(tags)
      else cache.clear()
    }
  }
  dropAll()
  onCommit(transaction, dropAll)
}
