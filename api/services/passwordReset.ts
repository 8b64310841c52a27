import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import type { ResetPasswordBody } from '../../shared/schemas/auth.ts'
import { passwordResetCodeMessage } from '../mail/templates/passwordResetCode.ts'
import { assertUncommonPassword } from './commonPasswords.ts'
import { consumeCode, issueCode } from './codes.ts'
import { invalidCode } from './emailVerification.ts'
import { hashPassword } from './passwords.ts'
import { revokeAllSessions, startSession } from './sessions.ts'
import { sendQuietly } from './mailing.ts'
import type { SignedIn } from './accounts.ts'

/** Sends a reset code when the address has an account; the caller answers the same either way. */
export async function sendPasswordResetCode(app: AppContext, email: string): Promise<void> {
  const user = await User.findByEmail(email)
  if (!user) return
  const code = await app.knex.transaction((trx) => issueCode(app, user, 'reset_password', trx))
  await sendQuietly(app, passwordResetCodeMessage({ to: user.email, firstName: user.first_name, code }))
}

/**
 * Sets a new password with a reset code (also the way an applicant account gets its first one).
 * The code proves the mailbox, so the address counts as verified; every other session ends.
 */
export async function resetPassword(app: AppContext, input: ResetPasswordBody): Promise<SignedIn> {
  assertUncommonPassword(input.password)
  // Hashed before the lookup, so an unknown address costs the same as a known one.
  const passwordHash = await hashPassword(input.password)
  const user = await User.findByEmail(input.email)
  if (!user) throw invalidCode('code')
  const signedIn = await app.knex.transaction(async (trx) => {
    if (!(await consumeCode(app, user, 'reset_password', input.code, trx))) return null
    const updated = await user
      .$query(trx)
      .patchAndFetch({ password_hash: passwordHash, email_verified_at: user.email_verified_at ?? app.now() })
    await revokeAllSessions(app, user.id, trx)
    return { user: updated, token: await startSession(app, updated, trx) }
  })
  if (!signedIn) throw invalidCode('code')
  return signedIn
}
