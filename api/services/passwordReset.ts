import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { OneTimeCode } from '../models/OneTimeCode.ts'
import { countEvent } from './rateLimits.ts'
import { recordSecurityEvent, type ClientDevice } from './securityLog.ts'
import type { ResetPasswordBody } from '../../shared/schemas/auth.ts'
import { passwordResetCodeMessage } from '../mail/templates/passwordResetCode.ts'
import { passwordChangedMessage } from '../mail/templates/account.ts'
import { assertUncommonPassword } from './commonPasswords.ts'
import { assertGoodPassword } from './passwordPolicy.ts'
import { consumeCode, issueCode } from './codes.ts'
import { invalidCode, refusedCode } from './emailVerification.ts'
import { hashPassword } from './passwords.ts'
import { revokeAllSessions, startSession } from './sessions.ts'
import { enqueueMail, freshMailKey } from './mailing.ts'
import type { SignedIn } from './accounts.ts'
import { forgiveLoginFailures } from './loginThrottle.ts'
import { issueDeviceToken } from './knownDevices.ts'

/** Reset e-mails per address and hour before a new one waits for the last one's code to expire. */
const FRESH_CODES_PER_HOUR = 20

/**
 * Sends a reset code when the address has an account; the caller answers the same either way.
 * Past 20 in an hour (many strangers asking) a new code is sent only when the last one has expired:
 * the mailbox is not flooded, and the code in it stays good, so the owner is never refused one.
 */
export async function sendPasswordResetCode(app: AppContext, email: string): Promise<void> {
  const user = await User.findByEmail(email)
  if (!user) return
  const sentThisHour = await countEvent(app.knex, `forgot:sent:${user.id}`, 3600)
  if (sentThisHour > FRESH_CODES_PER_HOUR * app.config.rateLimitMultiplier) {
    const live = await OneTimeCode.findLive(user.id, 'reset_password')
    if (live && live.expires_at > app.now()) return
  }
  await app.knex.transaction(async (trx) => {
    const code = await issueCode(app, user, 'reset_password', trx)
    // A wizard-made account has never had a password: its e-mail says "set", the page answers the same.
    const message = passwordResetCodeMessage({ to: user.email, firstName: user.first_name, code, firstTime: user.password_hash === null })
    await enqueueMail(trx, message, freshMailKey('password_reset_code'), app.now())
  })
}

/**
 * Sets a new password with a reset code (also the way an applicant account gets its first one).
 * The code proves the mailbox, so the address counts as verified; every other session ends, the
 * account's sign-in throttling is lifted and this device is remembered.
 */
export async function resetPassword(
  app: AppContext,
  input: ResetPasswordBody,
  client: ClientDevice & { ip: string },
): Promise<SignedIn & { deviceToken: string }> {
  assertUncommonPassword(input.password)
  // Hashed before the lookup, so an unknown address costs the same as a known one.
  const passwordHash = await hashPassword(input.password, app.config.passwordCost)
  const user = await User.findByEmail(input.email)
  if (!user) throw invalidCode('code')
  // Read before the update below changes `user`: a wizard-made account is setting its first password.
  const firstTime = user.password_hash === null
  const outcome = await app.knex.transaction(async (trx) => {
    const check = await consumeCode(app, user, 'reset_password', { code: input.code, address: client.ip }, trx)
    if (check !== 'accepted') return check
    // Only a good code learns whether the password is built from the owner's name; refusing it
    // here rolls the transaction back, so the code stays usable.
    await assertGoodPassword(input.password, user)
    const updated = await user
      .$query(trx)
      .patchAndFetch({ password_hash: passwordHash, email_verified_at: user.email_verified_at ?? app.now() })
    await revokeAllSessions(app, user.id, trx)
    await recordSecurityEvent(app, user.id, 'password_reset', client, trx)
    await enqueueMail(trx, passwordChangedMessage({ to: user.email, firstName: user.first_name, firstTime }), freshMailKey('password_changed'), app.now())
    return { user: updated, token: await startSession(app, updated, trx) }
  })
  if (typeof outcome === 'string') throw refusedCode(outcome, 'code', 'Send a new code')
  await forgiveLoginFailures(app, user.email)
  return { ...outcome, deviceToken: issueDeviceToken(app, user.id) }
}
