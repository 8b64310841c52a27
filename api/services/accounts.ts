import { UniqueViolationError } from 'objection'
import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { conflict, unauthenticated } from '../errors.ts'
import type { LoginBody, RegisterBody, RegisterFromApplicantBody } from '../../shared/schemas/auth.ts'
import { welcomeMessage } from '../mail/templates/welcome.ts'
import { verificationCodeMessage } from '../mail/templates/verificationCode.ts'
import { assertGoodPassword } from './passwordPolicy.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { startSession } from './sessions.ts'
import { issueCode } from './codes.ts'
import { enqueueMail, freshMailKey } from './mailing.ts'
import { admitLoginAttempt, recordLoginFailure, recordLoginSuccess } from './loginThrottle.ts'
import { checkSignInCode, refuseWithoutCode } from './signInCodes.ts'
import { recordSecurityEvent } from './securityLog.ts'
import { isKnownDevice, issueDeviceToken } from './knownDevices.ts'
import { isDemoAccount } from '../db/seeds/demoAccounts.ts'

export interface SignedIn {
  token: string
  user: User
}

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in or reset your password.'
const INVALID_LOGIN_MESSAGE = 'Invalid email or password'

/** A new account with a password: signed in at once, its e-mail not yet verified (spec §2). */
export async function registerAccount(app: AppContext, input: RegisterBody): Promise<SignedIn> {
  await assertGoodPassword(input.password, input)
  if (await User.findByEmail(input.email)) throw conflict(EMAIL_TAKEN_MESSAGE)
  const passwordHash = await hashPassword(input.password, app.config.passwordCost)
  let signedIn: SignedIn
  try {
    signedIn = await app.knex.transaction(async (trx) => {
      const user = await User.query(trx).insertAndFetch({
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash: passwordHash,
        email_verified_at: null,
      })
      await enqueueMail(trx, welcomeMessage({ to: user.email, firstName: user.first_name, publicUrl: app.config.publicUrl }), `welcome:user_${user.id}`, app.now())
      return { user, token: await startSession(app, user, trx) }
    })
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets the same answer.
    if (error instanceof UniqueViolationError) throw conflict(EMAIL_TAKEN_MESSAGE)
    throw error
  }
  return signedIn
}

export interface SignInClient {
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
  if (!user || !matches) {
    await recordLoginFailure(app, attempt)
    if (user) await recordSecurityEvent(app, user.id, 'sign_in_failed', { userAgent: client.userAgent })
    throw codeRequired ? refuseWithoutCode(input.code) : unauthenticated(INVALID_LOGIN_MESSAGE)
  }
  if (codeRequired) await checkSignInCode(app, user, input.code, client.ip)
  await recordLoginSuccess(app, attempt)
  const token = await app.knex.transaction(async (trx) => {
    await recordSecurityEvent(app, user.id, 'signed_in', { userAgent: client.userAgent, newDevice }, trx)
    return startSession(app, user, trx)
  })
  return { user, token, deviceToken: issueDeviceToken(app, user.id) }
}

async function findOrCreateApplicantUser(app: AppContext, applicant: RegisterFromApplicantBody['applicant']) {
  return app.knex.transaction(async (trx) => {
    const existing = await User.findByEmail(applicant.email).transacting(trx)
    const user =
      existing ??
      (await User.query(trx).insertAndFetch({
        email: applicant.email,
        first_name: applicant.first_name,
        last_name: applicant.last_name,
        password_hash: null,
        email_verified_at: null,
      }))
    const code = await issueCode(app, user, 'verify_email', trx)
    await enqueueMail(trx, verificationCodeMessage({ to: user.email, firstName: user.first_name, code }), freshMailKey('verification_code'), app.now())
  })
}

/**
 * The quote wizard's account: created without a password when the address is new, and either way
 * only a verification code is sent. An existing account is never changed, revealed or signed into.
 */
export async function registerFromApplicant(app: AppContext, applicant: RegisterFromApplicantBody['applicant']): Promise<void> {
  try {
    await findOrCreateApplicantUser(app, applicant)
  } catch (error) {
    // Lost a race with a parallel request creating the same address: that account now exists.
    if (!(error instanceof UniqueViolationError)) throw error
    await findOrCreateApplicantUser(app, applicant)
  }
}
