import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { AppError, unauthenticated } from '../errors.ts'
import { signInCodeMessage } from '../mail/templates/account.ts'
import { consumeCode, issueCode } from './codes.ts'
import { enqueueMail, freshMailKey } from './mailing.ts'
import { forgiveLoginFailures } from './loginThrottle.ts'

const CODE_REQUIRED_MESSAGE = 'Too many sign-in attempts for this account from different places. ' +
  'If your password is right, we have e-mailed a sign-in code to the account’s address: enter it to continue.'
const INVALID_WITH_CODE_MESSAGE = 'Invalid email, password or code'

const codeRequired = () => new AppError(403, 'sign_in_code_required', CODE_REQUIRED_MESSAGE)

/**
 * A wrong password while the code is required: the same answer as a right one (ask for the code, or
 * refuse the code), so failures from everywhere never learn whether a password was right.
 */
export const refuseWithoutCode = (code: string | undefined) => (code === undefined ? codeRequired() : unauthenticated(INVALID_WITH_CODE_MESSAGE))

/**
 * The right password from a new device under unusual spread: without a code, one is e-mailed and
 * asked for; with the right one the owner is in and strangers' failures are forgiven (as a reset
 * forgives them). Wrong guesses lock the guessing address out of this code, never the code.
 */
export async function checkSignInCode(app: AppContext, user: User, code: string | undefined, ip: string): Promise<void> {
  if (code === undefined) {
    await app.knex.transaction(async (trx) => {
      const issued = await issueCode(app, user, 'sign_in', trx)
      await enqueueMail(trx, signInCodeMessage({ to: user.email, firstName: user.first_name, code: issued }), freshMailKey('sign_in_code'), app.now())
    })
    throw codeRequired()
  }
  const check = await app.knex.transaction((trx) => consumeCode(app, user.email, 'sign_in', { code, address: ip }, trx))
  if (typeof check === 'string') throw unauthenticated(INVALID_WITH_CODE_MESSAGE)
  await forgiveLoginFailures(app, user.email)
}
