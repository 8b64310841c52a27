import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { validationFailed } from '../errors.ts'
import { wizardWelcomeMessage } from '../mail/templates/welcome.ts'
import { consumeCode, MAX_FAILED_ATTEMPTS, type CodeRefusal } from './codes.ts'
import { enqueueAccountMail } from './accountMail.ts'
import { startSession } from './sessions.ts'
import { isKnownDevice } from './knownDevices.ts'
import { recordSecurityEvent } from './securityLog.ts'
import { enqueueMail } from './mailing.ts'
import type { SignedIn } from './accounts.ts'

const INVALID_CODE_MESSAGE = 'The verification code you entered is incorrect or has expired. Please try again.'

/** One answer for an unknown address and a wrong, expired or already used code. */
export const invalidCode = (field: string) => validationFailed({ [field]: INVALID_CODE_MESSAGE }, INVALID_CODE_MESSAGE)

/** After too many wrong guesses even the right code is refused: say so, and name the form's button for a new one. */
const usedUpCodeMessage = (resendButton: string) =>
  `This code is used up after ${MAX_FAILED_ATTEMPTS} wrong tries. Choose "${resendButton}" to get a new code.`

/** The error for a code that was not accepted, on the form's code field. */
export function refusedCode(check: CodeRefusal, field: string, resendButton: string) {
  if (check === 'refused') return invalidCode(field)
  const message = usedUpCodeMessage(resendButton)
  return validationFailed({ [field]: message }, message)
}

/**
 * A right code marks the address verified and signs in (spec §7: the client sends the code as `password`).
 * An unknown address takes the same path as a wrong code (api/services/codes.ts): who has an account is not public.
 */
export async function verifyEmail(
  app: AppContext,
  input: { email: string; code: string },
  client: { ip: string; userAgent: string; deviceToken: string | undefined },
): Promise<SignedIn> {
  // The transaction commits a wrong guess's count too; the error is thrown once it has.
  const outcome = await app.knex.transaction(async (trx) => {
    const check = await consumeCode(app, input.email, 'verify_email', { code: input.code, address: client.ip }, trx)
    if (typeof check === 'string') return check
    const user = await User.query(trx).findById(check.userId).throwIfNotFound()
    // The first verification of a wizard-made account is its welcome.
    if (!user.email_verified_at && !user.password_hash) {
      const welcome = wizardWelcomeMessage({ to: user.email, firstName: user.first_name, publicUrl: app.config.publicUrl })
      await enqueueMail(trx, welcome, `wizard_welcome:user_${user.id}`, app.now())
    }
    const verified = user.email_verified_at ? user : await user.$query(trx).patchAndFetch({ email_verified_at: app.now() })
    const newDevice = !isKnownDevice(app, user.id, client.deviceToken)
    await recordSecurityEvent(app, user.id, 'signed_in', { userAgent: client.userAgent, newDevice }, trx)
    return { user: verified, token: await startSession(app, verified, trx) }
  })
  if (typeof outcome === 'string') throw refusedCode(outcome, 'password', 'Resend')
  return outcome
}

/** Queues a new code for the address, known or not (api/services/accountMail.ts): the same work either way. */
export async function resendVerificationCode(app: AppContext, email: string): Promise<void> {
  await enqueueAccountMail(app.knex, app, { to: email, purpose: 'verify_email' })
}
