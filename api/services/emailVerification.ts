import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { validationFailed } from '../errors.ts'
import { verificationCodeMessage } from '../mail/templates/verificationCode.ts'
import { consumeCode, issueCode } from './codes.ts'
import { startSession } from './sessions.ts'
import { sendQuietly } from './mailing.ts'
import type { SignedIn } from './accounts.ts'

export const INVALID_CODE_MESSAGE = 'The verification code you entered is incorrect or has expired. Please try again.'

/** One answer for an unknown address and a wrong, expired, used or exhausted code. */
export const invalidCode = (field: string) => validationFailed({ [field]: INVALID_CODE_MESSAGE }, INVALID_CODE_MESSAGE)

/** A right code marks the address verified and signs in (spec §7: the client sends the code as `password`). */
export async function verifyEmail(app: AppContext, input: { email: string; code: string }): Promise<SignedIn> {
  const user = await User.findByEmail(input.email)
  if (!user) throw invalidCode('password')
  // The transaction commits a wrong guess's count too; the error is thrown once it has.
  const signedIn = await app.knex.transaction(async (trx) => {
    if (!(await consumeCode(app, user, 'verify_email', input.code, trx))) return null
    const verified = user.email_verified_at ? user : await user.$query(trx).patchAndFetch({ email_verified_at: app.now() })
    return { user: verified, token: await startSession(app, verified, trx) }
  })
  if (!signedIn) throw invalidCode('password')
  return signedIn
}

/** Sends a new code when the address has an account; the caller answers the same either way. */
export async function resendVerificationCode(app: AppContext, email: string): Promise<void> {
  const user = await User.findByEmail(email)
  if (!user) return
  const code = await app.knex.transaction((trx) => issueCode(app, user, 'verify_email', trx))
  await sendQuietly(app, verificationCodeMessage({ to: user.email, firstName: user.first_name, code }))
}
