import type { AppContext } from '../context.ts'
import { AppError } from '../errors.ts'
import { clearRateLimit, consumeWithBackoff, countEvent, openWindow, refundAttempt, type Backoff } from './rateLimits.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Sign-in throttling that slows guessing without letting a stranger lock an owner out:
 * - per e-mail and address: 5 attempts, then waits of 1 s, 2 s, 4 s… up to 15 minutes;
 * - per address (one machine trying many accounts): 30 attempts, then the same back-off; a
 *   successful sign-in gives its attempt back, so a busy shared address is not slowed by its users;
 * - per e-mail: 20 failures within an hour (only reachable from many addresses) is unusual spread;
 *   then only a device that signed in to the account before gets through, and anyone else is told
 *   to use one or reset the password (an e-mailed code proves ownership and lifts it).
 * Everything is counted in PostgreSQL (rate_limits), so it holds across processes.
 */
export const PER_EMAIL_AND_ADDRESS: Backoff = { free: 5, baseSeconds: 1, maxSeconds: 15 * MINUTE, forgetSeconds: HOUR }
const PER_ADDRESS: Backoff = { free: 30, baseSeconds: 1, maxSeconds: 15 * MINUTE, forgetSeconds: HOUR }
const SPREAD_FAILURES = 20
const SPREAD_WINDOW_SECONDS = HOUR

const SPREAD_MESSAGE = 'Too many sign-in attempts for this account from different places. ' +
  'Sign in on a device you used before, or reset your password to continue.'

const keys = (email: string, ip: string) => ({
  pair: `login:email_ip:${email}|${ip}`,
  address: `login:ip:${ip}`,
  spread: `login:email:${email}`,
})

const scaled = (app: AppContext, rule: Backoff): Backoff => ({ ...rule, free: rule.free * app.config.rateLimitMultiplier })

/** Before the password is checked: counts the attempt, or refuses it with 429. */
export async function admitLoginAttempt(app: AppContext, attempt: { email: string; ip: string; knownDevice: boolean }): Promise<void> {
  const key = keys(attempt.email, attempt.ip)
  if (!attempt.knownDevice) {
    const spread = await openWindow(app.knex, key.spread)
    if (spread.hits >= SPREAD_FAILURES * app.config.rateLimitMultiplier) {
      throw new AppError(429, 'rate_limited', SPREAD_MESSAGE, {
        details: { retry_after_seconds: spread.secondsLeft },
        headers: { 'Retry-After': String(spread.secondsLeft) },
      })
    }
  }
  await consumeWithBackoff(app.knex, key.address, scaled(app, PER_ADDRESS))
  await consumeWithBackoff(app.knex, key.pair, scaled(app, PER_EMAIL_AND_ADDRESS))
}

export async function recordLoginFailure(app: AppContext, attempt: { email: string; ip: string }): Promise<void> {
  await countEvent(app.knex, keys(attempt.email, attempt.ip).spread, SPREAD_WINDOW_SECONDS)
}

export async function recordLoginSuccess(app: AppContext, attempt: { email: string; ip: string }): Promise<void> {
  const key = keys(attempt.email, attempt.ip)
  await clearRateLimit(app.knex, key.pair)
  await refundAttempt(app.knex, key.address)
}

/** The owner proved it by an e-mailed code: strangers' failures no longer stand in the way. */
export async function forgiveLoginFailures(app: AppContext, email: string): Promise<void> {
  await clearRateLimit(app.knex, `login:email:${email}`)
}
