import { UniqueViolationError } from 'objection'
import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { OneTimeCode } from '../models/OneTimeCode.ts'
import { conflict, validationFailed } from '../errors.ts'
import type { ChangePasswordBody, UpdateProfileBody } from '../../shared/schemas/account.ts'
import { emailChangeCodeMessage, emailChangedMessage, passwordChangedMessage } from '../mail/templates/account.ts'
import { assertGoodPassword } from './passwordPolicy.ts'
import { consumeCode, issueCode, type CodeRefusal } from './codes.ts'
import { invalidCode, refusedCode } from './emailVerification.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { EMAIL_TAKEN_MESSAGE } from './accounts.ts'
import { revokeAllSessions } from './sessions.ts'
import { enqueueMail, freshMailKey } from './mailing.ts'
import { assertRecentAuthentication, markAuthenticated } from './recentAuth.ts'
import { recordSecurityEvent, type ClientDevice } from './securityLog.ts'
import { offerEmailChangeUndo } from './emailChangeUndo.ts'
import type { Actor } from '../actor.ts'

const WRONG_PASSWORD_MESSAGE = 'Your current password is incorrect.'
const SAME_EMAIL_MESSAGE = 'This is already your e-mail address.'

export async function updateProfile(app: AppContext, user: User, input: UpdateProfileBody): Promise<User> {
  return await user.$query().patchAndFetch({ first_name: input.first_name, last_name: input.last_name, updated_at: app.now() })
}

/**
 * Sends a code to the new address; the account keeps its address until the code comes back. A stolen
 * token alone cannot start it: the session must have proven its owner lately.
 */
export async function requestEmailChange(app: AppContext, actor: Actor, newEmail: string): Promise<void> {
  await assertRecentAuthentication(app, actor)
  const { user } = actor
  if (newEmail === user.email.toLowerCase()) throw validationFailed({ email: SAME_EMAIL_MESSAGE }, SAME_EMAIL_MESSAGE)
  if (await User.findByEmail(newEmail)) throw conflict(EMAIL_TAKEN_MESSAGE)
  await app.knex.transaction(async (trx) => {
    const code = await issueCode(app, user, 'change_email', trx, { new_email: newEmail })
    await enqueueMail(trx, emailChangeCodeMessage({ to: newEmail, firstName: user.first_name, code }), freshMailKey('email_change_code'), app.now())
  })
}

/** A right code moves the account to the address it was sent to, which is thereby verified. */
export async function confirmEmailChange(app: AppContext, user: User, guess: { code: string; address: string }, device: ClientDevice): Promise<User> {
  const pending = await OneTimeCode.findLive(user.id, 'change_email')
  const newEmail = pending?.new_email
  if (!newEmail) throw invalidCode('code')
  // patchAndFetch updates the instance too; the notice goes to the address it had before.
  const previous = { email: user.email, firstName: user.first_name }
  let updated: User | CodeRefusal
  try {
    // The transaction commits a wrong guess's count too; the error is thrown once it has.
    updated = await app.knex.transaction(async (trx) => {
      const check = await consumeCode(app, user.email, 'change_email', guess, trx)
      if (typeof check === 'string') return check
      const moved = await user.$query(trx).patchAndFetch({ email: newEmail, email_verified_at: app.now(), updated_at: app.now() })
      const undoUrl = await offerEmailChangeUndo(app, { userId: user.id, oldEmail: previous.email, newEmail }, trx)
      await enqueueMail(trx, emailChangedMessage({ to: previous.email, firstName: previous.firstName, newEmail, undoUrl }), freshMailKey('email_changed'), app.now())
      await recordSecurityEvent(app, user.id, 'email_changed', device, trx)
      return moved
    })
  } catch (error) {
    // Someone registered the address between the request and the code.
    if (error instanceof UniqueViolationError) throw conflict(EMAIL_TAKEN_MESSAGE)
    throw error
  }
  // The code form's way back to a new code is the e-mail form's "Send code".
  if (typeof updated === 'string') throw refusedCode(updated, 'code', 'Send code')
  return updated
}

/**
 * A new password, proven by the current one when the account has one, which is itself a fresh
 * proof of who you are; a wizard-made account sets its first here, within minutes of its e-mailed
 * code. Every other session ends, and the owner is told by e-mail. Answers whether it was the first,
 * as the words for it differ.
 */
export async function changePassword(app: AppContext, actor: Actor, input: ChangePasswordBody, device: ClientDevice): Promise<{ firstTime: boolean }> {
  const { user, sessionId } = actor
  const firstTime = user.password_hash === null
  if (firstTime) await assertRecentAuthentication(app, actor)
  else if (!(await verifyPassword(user.password_hash, input.current_password ?? '', app.config.passwordCost))) {
    await recordSecurityEvent(app, user.id, 'sign_in_failed', device)
    throw validationFailed({ current_password: WRONG_PASSWORD_MESSAGE }, WRONG_PASSWORD_MESSAGE)
  }
  await assertGoodPassword(input.password, user)
  const passwordHash = await hashPassword(input.password, app.config.passwordCost)
  await app.knex.transaction(async (trx) => {
    await user.$query(trx).patch({ password_hash: passwordHash, updated_at: app.now() })
    await revokeAllSessions(app, user.id, trx, { except: sessionId })
    await markAuthenticated(app, sessionId, app.now(), trx)
    await recordSecurityEvent(app, user.id, 'password_changed', device, trx)
    await enqueueMail(trx, passwordChangedMessage({ to: user.email, firstName: user.first_name, firstTime }), freshMailKey('password_changed'), app.now())
  })
  return { firstTime }
}
