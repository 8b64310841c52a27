import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { secondFactorRequired, unauthenticated } from '../errors.ts'
import type { LoginBody, RegisterBody, RegisterFromApplicantBody } from '../../shared/schemas/auth.ts'
import { assertGoodPassword } from './passwordPolicy.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { startSession } from './sessions.ts'
import { enqueueAccountMail } from './accountMail.ts'
import { admitLoginAttempt, recordLoginFailure, recordLoginSuccess } from './loginThrottle.ts'
import { checkSignInCode } from './signInCodes.ts'
import { enqueueSignInFailure, recordSecurityEvent } from './securityLog.ts'
import { isKnownDevice, issueDeviceToken } from './knownDevices.ts'
import { isDemoAccount } from '../db/seeds/demoAccounts.ts'
import { TotpAuthenticator } from '../models/TotpAuthenticator.ts'
import { passSecondFactor } from './secondFactor/signIn.ts'

export interface SignedIn {
  token: string
  user: User
}

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in or reset your password.'
const INVALID_LOGIN_MESSAGE = 'Invalid email or password'
const INVALID_SECOND_FACTOR_MESSAGE = 'That code is not right. Enter the newest code from your authenticator app, or an unused recovery code.'

/**
 * A new account with a password, signed in once its e-mail code is entered. Who has an account is
 * not public, so a known address gets the same answer after the same work: the password is judged
 * and hashed, and one job is queued that makes the account unless the address is taken (then it
 * e-mails the owner that someone tried, api/services/accountMail.ts). A row inserted here for a new
 * address only was a measurable millisecond on PostgreSQL.
 */
export async function registerAccount(app: AppContext, input: RegisterBody): Promise<void> {
  await assertGoodPassword(input.password, input)
  const passwordHash = await hashPassword(input.password, app.config.passwordCost)
  const account = { first_name: input.first_name, last_name: input.last_name, password_hash: passwordHash }
  await enqueueAccountMail(app.knex, app, { to: input.email, purpose: 'sign_up', account })
}

interface SignInClient {
  ip: string
  userAgent: string
  deviceToken: string | undefined
  mayUseDevTools: boolean
}

/**
 * Unknown e-mail, no password yet and a wrong password are one answer, at comparable cost. Attempts
 * are throttled (api/services/loginThrottle.ts); a browser that signs in is remembered as a known
 * device of the account. While strangers fail from many places, a new device also needs the code
 * e-mailed to the account (sent only for the right password; every answer is the same without it),
 * so the owner holding their mailbox always gets in. The demo accounts' passwords are published, so
 * to a client the dev tools are not for they are unknown e-mails.
 */
export async function logIn(app: AppContext, input: LoginBody, client: SignInClient): Promise<SignedIn & { deviceToken: string }> {
  const found = await User.findByEmail(input.email)
  const user = found && (client.mayUseDevTools || !isDemoAccount(found.email)) ? found : undefined
  const attempt = { email: input.email, ip: client.ip }
  const newDevice = !user || !isKnownDevice(app, user.id, client.deviceToken)
  const { codeRequired } = await admitLoginAttempt(app, { ...attempt, knownDevice: !newDevice })
  const matches = await verifyPassword(user?.password_hash ?? null, input.password, app.config.passwordCost)
  const owner = user && matches ? user : undefined
  if (codeRequired) {
    const signIn = { email: input.email, code: input.code, ip: client.ip, userAgent: client.userAgent }
    // Throws unless the owner is through.
    await checkSignInCode(app, signIn, { owner, userId: user?.id ?? null })
  }
  if (!owner) {
    await recordLoginFailure(app, attempt)
    await enqueueSignInFailure(app, user?.id ?? null, { userAgent: client.userAgent })
    throw unauthenticated(INVALID_LOGIN_MESSAGE)
  }
  // With an authenticator app the session starts only after its code: each try is a sign-in
  // attempt, throttled by the same back-off as the password.
  const authenticator = await TotpAuthenticator.findConfirmed(owner.id)
  if (authenticator && input.second_factor_code === undefined) throw secondFactorRequired()
  const device = { userAgent: client.userAgent, newDevice }
  const token = await app.knex.transaction(async (trx) => {
    if (authenticator && !(await passSecondFactor(app, authenticator, input.second_factor_code ?? '', device, trx))) return null
    await recordSecurityEvent(app, owner.id, 'signed_in', device, trx)
    return startSession(app, owner, trx, { secondFactor: authenticator !== undefined })
  })
  if (token === null) {
    // Only the owner's password gets this far, so its line is written at once: timing tells nothing new.
    await recordLoginFailure(app, attempt)
    await recordSecurityEvent(app, owner.id, 'second_factor_failed', { userAgent: client.userAgent })
    throw unauthenticated(INVALID_SECOND_FACTOR_MESSAGE)
  }
  await recordLoginSuccess(app, attempt)
  return { user: owner, token, deviceToken: issueDeviceToken(app, owner.id) }
}

/**
 * The quote wizard's account: created without a password when the address is new, and either way
 * a verification code is queued, by the same work for a known and an unknown address (as register).
 * An existing account is never changed, revealed or signed into.
 */
export async function registerFromApplicant(app: AppContext, applicant: RegisterFromApplicantBody['applicant']): Promise<void> {
  const account = { first_name: applicant.first_name, last_name: applicant.last_name, password_hash: null }
  await enqueueAccountMail(app.knex, app, { to: applicant.email, purpose: 'verify_email', account })
}
