import type { Caller, RateLimitRule } from '../defineRoute.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

const byUser = (_body: unknown, caller: Caller) => (caller.userId === null ? undefined : `user:${caller.userId}`)

/**
 * The account routes count like the auth routes (api/routes/auth/rateLimits.ts): per IP, and per
 * account so a stolen session cannot guess the current password or spray codes from many machines.
 *
 * | endpoint                      | per IP          | per account      |
 * | PUT /me/password, DELETE /me  | 20 / 15 min     | 10 / 15 min      |
 * | POST /me/email                | 10 / hour       | 5 / hour         |
 * | POST /me/email/confirm        | 30 / 15 min     | 15 / 15 min      |
 * | POST /me/second_factor/totp/confirm | 30 / 15 min | 15 / 15 min   |
 * | other writes                  | 60 / 15 min     | 30 / 15 min      |
 * | GET /me/export                | 20 / hour       | 10 / hour        |
 */
const limits = (name: string, perIp: number, perUser: number, windowSeconds: number): RateLimitRule<unknown>[] => [
  { name: `${name}:ip`, limit: perIp, windowSeconds },
  { name: `${name}:user`, limit: perUser, windowSeconds, subject: byUser },
]

export const passwordCheckLimits = limits('me_password', 20, 10, 15 * MINUTE)
export const emailChangeLimits = limits('me_email', 10, 5, HOUR)
export const emailConfirmLimits = limits('me_email_confirm', 30, 15, 15 * MINUTE)
export const secondFactorCodeLimits = limits('me_second_factor_code', 30, 15, 15 * MINUTE)
export const accountWriteLimits = limits('me_write', 60, 30, 15 * MINUTE)
export const exportLimits = limits('me_export', 20, 10, HOUR)
