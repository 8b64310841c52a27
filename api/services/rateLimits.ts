import type { Knex } from 'knex'
import { rateLimited } from '../errors.ts'

interface Window {
  limit: number
  windowSeconds: number
}

/*
 * Every window and wait is read on the app's clock (`now`, a parameter), not the database's: the app's
 * clock is what tests move, so no test waits a limit out, and every process agrees with its own rules.
 */

/** One hit in a fixed window, counted in one statement (the upsert `countEvent` and `consumeRateLimit` share). */
async function countHit(knex: Knex, now: Date, key: string, windowSeconds: number): Promise<{ hits: number; retry_after: number } | undefined> {
  const result = await knex.raw<{ rows: { hits: number; retry_after: number }[] }>(
    `INSERT INTO rate_limits (key, hits, window_ends_at)
     VALUES (:key, 1, :now::timestamptz + make_interval(secs => :seconds))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_ends_at <= :now::timestamptz THEN 1 ELSE rate_limits.hits + 1 END,
       window_ends_at = CASE WHEN rate_limits.window_ends_at <= :now::timestamptz
         THEN excluded.window_ends_at ELSE rate_limits.window_ends_at END
     RETURNING hits, ceil(extract(epoch FROM window_ends_at - :now::timestamptz))::int AS retry_after`,
    { key, now, seconds: windowSeconds },
  )
  return result.rows[0]
}

/**
 * Counts one hit in a fixed window kept in PostgreSQL, so the limit holds across every API process.
 * Throws 429 (with Retry-After) once the window's limit is passed.
 */
export async function consumeRateLimit(knex: Knex, now: Date, key: string, window: Window): Promise<void> {
  const row = await countHit(knex, now, key, window.windowSeconds)
  if (row && row.hits > window.limit) throw rateLimited(Math.max(1, row.retry_after))
}

export interface Backoff {
  /** Attempts allowed back to back before any wait. */
  free: number
  /** The first wait; each further attempt doubles it, up to `maxSeconds`. */
  baseSeconds: number
  maxSeconds: number
  /** Quiet time after which the attempts are forgotten. */
  forgetSeconds: number
}

/**
 * Counts one attempt with exponential back-off: past `free` attempts each one makes the next wait
 * twice as long as the last. An attempt during a wait is refused with 429 and not counted. The check
 * and the count are one statement, so parallel attempts cannot slip through together.
 */
export async function consumeWithBackoff(knex: Knex, now: Date, key: string, rule: Backoff): Promise<void> {
  const result = await knex.raw<{ rows: { hits: number }[] }>(
    `INSERT INTO rate_limits AS r (key, hits, window_ends_at, blocked_until)
     VALUES (:key, 1, :now::timestamptz + make_interval(secs => :forget), NULL)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_ends_at <= :now::timestamptz THEN 1 ELSE r.hits + 1 END,
       window_ends_at = excluded.window_ends_at,
       blocked_until = CASE WHEN r.window_ends_at > :now::timestamptz AND r.hits + 1 > :free
         THEN :now::timestamptz + make_interval(secs => least(:max, :base * power(2, r.hits - :free)))
         END
     WHERE r.blocked_until IS NULL OR r.blocked_until <= :now::timestamptz
     RETURNING r.hits`,
    { key, now, forget: rule.forgetSeconds, free: rule.free, base: rule.baseSeconds, max: rule.maxSeconds },
  )
  if (result.rows.length > 0) return
  const waiting = await knex.raw<{ rows: { retry_after: number }[] }>(
    'SELECT ceil(extract(epoch FROM blocked_until - ?::timestamptz))::int AS retry_after FROM rate_limits WHERE key = ?',
    [now, key],
  )
  throw rateLimited(Math.max(1, waiting.rows[0]?.retry_after ?? 1))
}

/** Takes back one counted attempt (a sign-in that succeeded is no sign of guessing). */
export async function refundAttempt(knex: Knex, key: string): Promise<void> {
  await knex('rate_limits').where({ key }).where('hits', '>', 0).decrement('hits', 1)
}

/** Counts one event in a fixed window without refusing anything; answers the count so far. */
export async function countEvent(knex: Knex, now: Date, key: string, windowSeconds: number): Promise<number> {
  return (await countHit(knex, now, key, windowSeconds))?.hits ?? 0
}

/** The events counted in a window that has not ended yet, with the seconds it has left. */
export async function openWindow(knex: Knex, now: Date, key: string): Promise<{ hits: number; secondsLeft: number }> {
  const result = await knex.raw<{ rows: { hits: number; seconds_left: number }[] }>(
    `SELECT hits, ceil(extract(epoch FROM window_ends_at - :now::timestamptz))::int AS seconds_left
     FROM rate_limits WHERE key = :key AND window_ends_at > :now::timestamptz`,
    { key, now },
  )
  const row = result.rows[0]
  return { hits: row?.hits ?? 0, secondsLeft: row?.seconds_left ?? 0 }
}

/** How many keys starting with `prefix` have a window that has not ended yet. */
export async function countOpenWindows(knex: Knex, now: Date, prefix: string): Promise<number> {
  const row = await knex('rate_limits')
    .whereRaw('starts_with(key, ?)', [prefix])
    .where('window_ends_at', '>', now)
    .count({ n: '*' })
    .first()
  return Number(row?.n ?? 0)
}

export async function clearRateLimit(knex: Knex, key: string): Promise<void> {
  await knex('rate_limits').where({ key }).delete()
}

export async function clearRateLimits(knex: Knex, prefix: string): Promise<void> {
  await knex('rate_limits').whereRaw('starts_with(key, ?)', [prefix]).delete()
}

/** Deletes the rows whose window and wait are both over; answers how many went. */
export async function purgeExpiredRateLimits(knex: Knex, now: Date): Promise<number> {
  return knex('rate_limits')
    .where('window_ends_at', '<=', now)
    .where((q) => q.whereNull('blocked_until').orWhere('blocked_until', '<=', now))
    .delete()
}
