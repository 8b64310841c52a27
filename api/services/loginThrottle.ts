import type { AppContext } from '../context.ts'
import { clearRateLimit, clearRateLimits, consumeWithBackoff, countEvent, countOpenWindows, openWindow, refundAttempt, type Backoff } from './rateLimits.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Sign-in throttling that slows guessing without letting a stranger lock an owner out:
 * - per e-mail and address: 5 attempts, then waits of 1 s, 2 s, 4 s… up to 15 minutes;
 * - per address (one machine trying many accounts): 30 attempts, then the same back-off; a
 *   successful sign-in gives its attempt back, so a busy shared address is not slowed by its users;
 * - per e-mail: 20 failures within an hour from at least 5 different addresses is unusual spread
 *   (a stranger with an address or two never reaches it); then a device that never signed in to
 *   the account needs the code e-mailed to its address as well as the password, so the owner,
 *   holding their mailbox, always gets in, and a correct code (or a reset) lifts it.
 * Everything is counted in PostgreSQL (rate_limits), so it holds across processes.
 */
export const PER_EMAIL_AND_ADDRESS: Backoff = { free: 5, baseSeconds: 1, maxSeconds: 15 * MINUTE, forgetSeconds: HOUR }
const PER_ADDRESS: Backoff = { free: 30, baseSeconds: 1, maxSeconds: 15 * MINUTE, forgetSeconds: HOUR }
const SPREAD_FAILURES = 20
const SPREAD_ADDRESSES = 5
const SPREAD_WINDOW_SECONDS = HOUR

const spreadKey = (email: string) => `login:email:${email}`
/** One key per address an e-mail failed from; counting the open ones counts the addresses. */
const failedFromPrefix = (email: string) => `login:email_failed_from:${email}|`

const keys = (email: string, ip: string) => ({
  pair: `login:email_ip:${email}|${ip}`,
  address: `login:ip:${ip}`,
  spread: spreadKey(email),
  failedFrom: `${failedFromPrefix(email)}${ip}`,
})

/** Many failures for one e-mail from many addresses within the hour. */
async function unusualSpread(app: AppContext, email: string): Promise<boolean> {
  const spread = await openWindow(app.knex, app.now(), spreadKey(email))
  if (spread.hits < SPREAD_FAILURES * app.config.rateLimitMultiplier) return false
  return (await countOpenWindows(app.knex, app.now(), failedFromPrefix(email))) >= SPREAD_ADDRESSES
}

const scaled = (app: AppContext, rule: Backoff): Backoff => ({ ...rule, free: rule.free * app.config.rateLimitMultiplier })

/**
 * Before the password is checked: counts the attempt, or refuses it with 429 while its address
 * waits. Answers whether the e-mailed sign-in code is needed as well (unusual spread, new device).
 */
export async function admitLoginAttempt(app: AppContext, attempt: { email: string; ip: string; knownDevice: boolean }): Promise<{ codeRequired: boolean }> {
  const key = keys(attempt.email, attempt.ip)
  const codeRequired = !attempt.knownDevice && (await unusualSpread(app, attempt.email))
  await consumeWithBackoff(app.knex, app.now(), key.address, scaled(app, PER_ADDRESS))
  await consumeWithBackoff(app.knex, app.now(), key.pair, scaled(app, PER_EMAIL_AND_ADDRESS))
  return { codeRequired }
}

export async function recordLoginFailure(app: AppContext, attempt: { email: string; ip: string }): Promise<void> {
  const key = keys(attempt.email, attempt.ip)
  await countEvent(app.knex, app.now(), key.spread, SPREAD_WINDOW_SECONDS)
  await countEvent(app.knex, app.now(), key.failedFrom, SPREAD_WINDOW_SECONDS)
}

export async function recordLoginSuccess(app: AppContext, attempt: { email: string; ip: string }): Promise<void> {
  const key = keys(attempt.email, attempt.ip)
  await clearRateLimit(app.knex, key.pair)
  await refundAttempt(app.knex, key.address)
}

/** The owner proved it by an e-mailed code: strangers' failures no longer stand in the way. */
export async function forgiveLoginFailures(app: AppContext, email: string): Promise<void> {
  await clearRateLimit(app.knex, spreadKey(email))
  await clearRateLimits(app.knex, failedFromPrefix(email))
}
