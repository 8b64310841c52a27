import { expect } from 'vitest'
import type { HttpResult } from './http.ts'

/**
 * Checks a fixed window's Retry-After: the seconds left of a window of `windowSeconds` opened by the
 * first request, sent at or after `firstSentAt` (Date.now()). The limiter keeps time on the
 * database's clock, which a test cannot move, so the answer is the window less the whole seconds
 * the requests took: exactly the window when they took under a second, as they do on a quiet machine.
 */
export function expectRetryAfter(res: HttpResult, windowSeconds: number, firstSentAt: number): void {
  const tookSeconds = (Date.now() - firstSentAt) / 1000
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  expect(retryAfter).toBeGreaterThanOrEqual(Math.ceil(windowSeconds - tookSeconds))
  expect(res.body.details).toEqual({ retry_after_seconds: retryAfter })
}
