import type { SWRConfiguration } from 'swr'
import type { z } from 'zod'
import { ApiError, checked } from '../kit/api.ts'

const MAX_RETRIES = 3
const FIRST_DELAY_MS = 1_000
const MAX_DELAY_MS = 30_000
const CACHE_MS = 5 * 60_000
/** Answers that another try cannot change (spec §9). */
const FINAL_STATUSES = new Set([401, 403, 404])

/** Exponential from 1 s, capped at 30 s: 1 s, 2 s, 4 s … */
const retryDelay = (attempt: number) => Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS)

const isRetryable = (error: unknown) => !(error instanceof ApiError && FINAL_STATUSES.has(error.status))

/**
 * The fetcher of a hook whose key is an API path: the answer is checked against `response`, the whole
 * body's schema the route declares. There is no default fetcher, so no hook reads an unchecked answer.
 */
/** A list's key for one page: the first page keeps the bare path, so it shares the cache with readers of the list's start. */
export const pagedKey = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path)

export const fetchAs = <S extends z.ZodType>(response: S) => (path: string) => checked.get(response, path)

/** Spec §9 query defaults: 3 retries with backoff, none on 401/403/404, results reused for 5 minutes. */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: CACHE_MS,
  focusThrottleInterval: CACHE_MS,
  revalidateOnFocus: false,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (!isRetryable(error) || retryCount > MAX_RETRIES) return
    setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount))
  },
}
