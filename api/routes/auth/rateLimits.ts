import type { Caller, RateLimitRule } from '../defineRoute.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

const byEmail = (body: { email: string }) => body.email
const byEmailAndAddress = (body: { email: string }, caller: Caller) => `${body.email}|${caller.ip}`

/**
 * Attempts allowed per window, counted in PostgreSQL (api/services/rateLimits.ts) so they hold across
 * processes. Per IP they stop one machine spraying many addresses; per address they stop many
 * machines hammering one account, loosely enough that a stranger cannot lock its owner out for long.
 *
 * Signing in has its own back-off throttling per failure (api/services/loginThrottle.ts); its calls,
 * failed or not, are capped per IP as well.
 *
 * | endpoint                 | per IP          | per e-mail       | per e-mail + IP |
 * | login                    | 300 / hour      |                  |                 |
 * | verify                   | 30 / 15 min     |                  | 15 / 15 min     |
 * | register                 | 10 / hour       | 5 / hour         |                 |
 * | register_from_applicant  | 10 / hour       | 5 / hour         |                 |
 * | resend_verification      | 10 / hour       |                  | 5 / hour        |
 * | password/forgot          | 10 / hour       |                  | 5 / hour        |
 * | password/reset           | 20 / 15 min     |                  |                 |
 * | passkey, passkey/options | 60 / 15 min     |                  |                 |
 * Wrong guesses at one code lock the guessing address out of it after 5, and 50 from all addresses
 * together burn the code (api/services/codes.ts).
 * A reset code and a verification code have no per-e-mail cap, which strangers could spend for the
 * owner: past 20 such e-mails an hour the code already in the mailbox is kept instead
 * (api/services/accountMail.ts), and the code's guessers are locked by address, the code itself
 * only by the 50 together.
 */
export const loginLimits: RateLimitRule<unknown>[] = [{ name: 'login_calls:ip', limit: 300, windowSeconds: HOUR }]

export const verifyLimits: RateLimitRule<{ email: string }>[] = [
  { name: 'verify:ip', limit: 30, windowSeconds: 15 * MINUTE },
  { name: 'verify:email_ip', limit: 15, windowSeconds: 15 * MINUTE, subject: byEmailAndAddress },
]

export const registerLimits: RateLimitRule<{ email: string }>[] = [
  { name: 'register:ip', limit: 10, windowSeconds: HOUR },
  { name: 'register:email', limit: 5, windowSeconds: HOUR, subject: byEmail },
]

export const registerFromApplicantLimits: RateLimitRule<{ applicant: { email: string } }>[] = [
  { name: 'register_from_applicant:ip', limit: 10, windowSeconds: HOUR },
  { name: 'register_from_applicant:email', limit: 5, windowSeconds: HOUR, subject: (body) => body.applicant.email },
]

export const resendLimits: RateLimitRule<{ email: string }>[] = [
  { name: 'resend:ip', limit: 10, windowSeconds: HOUR },
  { name: 'resend:email_ip', limit: 5, windowSeconds: HOUR, subject: byEmailAndAddress },
]

export const forgotLimits: RateLimitRule<{ email: string }>[] = [
  { name: 'forgot:ip', limit: 10, windowSeconds: HOUR },
  { name: 'forgot:email_ip', limit: 5, windowSeconds: HOUR, subject: byEmailAndAddress },
]

export const resetLimits: RateLimitRule<{ email: string }>[] = [
  { name: 'reset:ip', limit: 20, windowSeconds: 15 * MINUTE },
]

/** A passkey's answer is a signature, not a guess: the cap only stops one machine flooding the challenges table. */
export const passkeyLimits: RateLimitRule<unknown>[] = [{ name: 'passkey:ip', limit: 60, windowSeconds: 15 * MINUTE }]
