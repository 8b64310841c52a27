import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { AppError, unauthenticated } from '../errors.ts'
import { consumeCode } from './codes.ts'
import { enqueueAccountMail } from './accountMail.ts'
import { forgiveLoginFailures } from './loginThrottle.ts'
import { enqueueSignInFailure } from './securityLog.ts'

const CODE_REQUIRED_MESSAGE = 'Too many sign-in attempts for this account from different places. ' +
  'If your password is right, we have e-mailed a sign-in code to the account’s address: enter it to continue.'
const INVALID_WITH_CODE_MESSAGE = 'Invalid email, password or code'

/** A guess no code equals (codes are six characters), for a sign-in whose password was wrong. */
const NO_GUESS = ''

/**
 * A new device under unusual spread needs the e-mailed code as well as the password. Right and
 * wrong passwords (and unknown addresses) get the same answers after the same statements, so
 * failures from everywhere never learn whether a password was right, not even by timing:
 * - without a code, one job is queued either way: the sign-in code's e-mail for the right
 *   password (api/services/accountMail.ts), the security log's failed sign-in for a wrong one;
 * - with a code, it is checked either way (a wrong password's check guesses nothing), and a
 *   refusal queues the failed sign-in. A right code lets the owner in and forgives strangers'
 *   failures (as a reset does); wrong guesses lock the guessing address out of this code.
 * `owner` is the account when the password was right. Throws unless the owner is through.
 */
export async function checkSignInCode(
  app: AppContext,
  attempt: { email: string; code: string | undefined; ip: string; userAgent: string },
  account: { owner: User | undefined; userId: number | null },
): Promise<void> {
  const { owner } = account
  if (attempt.code === undefined) {
    if (owner) await enqueueAccountMail(app.knex, app, { to: owner.email, purpose: 'sign_in' })
    else await enqueueSignInFailure(app, account.userId, { userAgent: attempt.userAgent })
    throw new AppError(403, 'sign_in_code_required', CODE_REQUIRED_MESSAGE)
  }
  const guess = { code: owner ? attempt.code : NO_GUESS, address: attempt.ip }
  const check = await app.knex.transaction((trx) => consumeCode(app, attempt.email, 'sign_in', guess, trx))
  if (typeof check === 'string') {
    await enqueueSignInFailure(app, account.userId, { userAgent: attempt.userAgent })
    throw unauthenticated(INVALID_WITH_CODE_MESSAGE)
  }
  await forgiveLoginFailures(app, attempt.email)
}
