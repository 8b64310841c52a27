import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { recordSecurityEvent, type ClientDevice } from './securityLog.ts'
import type { ResetPasswordBody } from '../../shared/schemas/auth.ts'
import { passwordChangedMessage } from '../mail/templates/account.ts'
import { assertGoodPassword } from './passwordPolicy.ts'
import { consumeCode } from './codes.ts'
import { enqueueAccountMail } from './accountMail.ts'
import { refusedCode } from './emailVerification.ts'
import { hashPassword } from './passwords.ts'
import { revokeAllSessions, startSession } from './sessions.ts'
import { enqueueMail, freshMailKey } from './mailing.ts'
import type { SignedIn } from './accounts.ts'
import { forgiveLoginFailures } from './loginThrottle.ts'
import { issueDeviceToken } from './knownDevices.ts'
import { hasSecondFactor } from './secondFactor/status.ts'
import { AppError } from '../errors.ts'

const SIGN_IN_WITH_FACTOR_MESSAGE = 'Your password has been changed. Log in with it and the code from your authenticator app, or with a passkey.'

/** Queues a reset code for the address, known or not (api/services/accountMail.ts): the same work either way. */
export async function sendPasswordResetCode(app: AppContext, email: string): Promise<void> {
  await enqueueAccountMail(app.knex, app, { to: email, purpose: 'reset_password' })
}

/**
 * Sets a new password with a reset code (also the way an applicant account gets its first one).
 * The code proves the mailbox, so the address counts as verified; every other session ends, the
 * account's sign-in throttling is lifted and this device is remembered. An account with a second
 * factor is not signed in: 403 second_factor_required, and the owner logs in with the new password and it.
 */
export async function resetPassword(
  app: AppContext,
  input: ResetPasswordBody,
  client: ClientDevice & { ip: string },
): Promise<SignedIn & { deviceToken: string }> {
  // Hashed before the code is checked, so a wrong code costs what a right one does.
  const passwordHash = await hashPassword(input.password, app.config.passwordCost)
  const outcome = await app.knex.transaction(async (trx) => {
    const check = await consumeCode(app, input.email, 'reset_password', { code: input.code, address: client.ip }, trx)
    if (typeof check === 'string') return check
    const user = await User.query(trx).findById(check.userId).throwIfNotFound()
    // Only a good code learns whether the password is built from the owner's name; refusing it
    // here rolls the transaction back, so the code stays usable.
    await assertGoodPassword(input.password, user)
    // A wizard-made account is setting its first password: its e-mail says so.
    const firstTime = user.password_hash === null
    const updated = await user
      .$query(trx)
      .patchAndFetch({ password_hash: passwordHash, email_verified_at: user.email_verified_at ?? app.now() })
    await revokeAllSessions(app, user.id, trx)
    await recordSecurityEvent(app, user.id, 'password_reset', client, trx)
    await enqueueMail(trx, passwordChangedMessage({ to: user.email, firstName: user.first_name, firstTime }), freshMailKey('password_changed'), app.now())
    // The mailbox alone does not stand in for the second factor: the owner logs in with it next.
    if (await hasSecondFactor(user.id, trx)) return { user: updated, token: null }
    return { user: updated, token: await startSession(app, updated, trx) }
  })
  if (typeof outcome === 'string') throw refusedCode(outcome, 'code', 'Send a new code')
  await forgiveLoginFailures(app, outcome.user.email)
  if (outcome.token === null) throw new AppError(403, 'second_factor_required', SIGN_IN_WITH_FACTOR_MESSAGE)
  return { user: outcome.user, token: outcome.token, deviceToken: issueDeviceToken(app, outcome.user.id) }
}
