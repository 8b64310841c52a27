import type { Knex } from 'knex'
import { rateLimited } from '../errors.ts'

interface Window {
  limit: number
  windowSeconds: number
}

/**
 * Counts one hit in a fixed window kept in PostgreSQL, so the limit holds across every API process.
 * Throws 429 (with Retry-After) once the window's limit is passed.
 */
export async function consumeRateLimit(knex: Knex, key: string, window: Window): Promise<void> {
  const result = await knex.raw<{ rows: { hits: number; retry_after: number }[] }>(
    `INSERT INTO rate_limits (key, hits, window_ends_at)
     VALUES (?, 1, now() + make_interval(secs => ?))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
       window_ends_at = CASE WHEN rate_limits.window_ends_at <= now()
         THEN excluded.window_ends_at ELSE rate_limits.window_ends_at END
     RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS retry_after`,
    [key, window.windowSeconds],
  )
  const row = result.rows[0]
  if (row && row.hits > window.limit) throw rateLimited(Math.max(1, row.retry_after))
}

export async function clearRateLimit(knex: Knex, key: string): Promise<void> {
  await knex('rate_limits').where({ key }).delete()
}
