import { UniqueViolationError } from 'objection'
import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { conflict, unauthenticated } from '../errors.ts'
import type { LoginBody, RegisterBody, RegisterFromApplicantBody } from '../../shared/schemas/auth.ts'
import { welcomeMessage } from '../mail/templates/welcome.ts'
import { verificationCodeMessage } from '../mail/templates/verificationCode.ts'
import { assertUncommonPassword } from './commonPasswords.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { startSession } from './sessions.ts'
import { issueCode } from './codes.ts'
import { sendQuietly } from './mailing.ts'

export interface SignedIn {
  token: string
  user: User
}

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in or reset your password.'
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password'

/** A new account with a password: signed in at once, its e-mail not yet verified (spec §2). */
export async function registerAccount(app: AppContext, input: RegisterBody): Promise<SignedIn> {
  assertUncommonPassword(input.password)
  if (await User.findByEmail(input.email)) throw conflict(EMAIL_TAKEN_MESSAGE)
  const passwordHash = await hashPassword(input.password)
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
      return { user, token: await startSession(app, user, trx) }
    })
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets the same answer.
    if (error instanceof UniqueViolationError) throw conflict(EMAIL_TAKEN_MESSAGE)
    throw error
  }
  await sendQuietly(app, welcomeMessage({ to: signedIn.user.email, firstName: signedIn.user.first_name, publicUrl: app.config.publicUrl }))
  return signedIn
}

/** Unknown e-mail, no password yet and a wrong password are one answer, at comparable cost. */
export async function logIn(app: AppContext, input: LoginBody): Promise<SignedIn> {
  const user = await User.findByEmail(input.email)
  const matches = await verifyPassword(user?.password_hash ?? null, input.password)
  if (!user || !matches) throw unauthenticated(INVALID_LOGIN_MESSAGE)
  return { user, token: await startSession(app, user) }
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
    return { user, code: await issueCode(app, user, 'verify_email', trx) }
  })
}

/**
 * The quote wizard's account: created without a password when the address is new, and either way
 * only a verification code is sent. An existing account is never changed, revealed or signed into.
 */
export async function registerFromApplicant(app: AppContext, applicant: RegisterFromApplicantBody['applicant']): Promise<void> {
  let issued: Awaited<ReturnType<typeof findOrCreateApplicantUser>>
  try {
    issued = await findOrCreateApplicantUser(app, applicant)
  } catch (error) {
    // Lost a race with a parallel request creating the same address: that account now exists.
    if (!(error instanceof UniqueViolationError)) throw error
    issued = await findOrCreateApplicantUser(app, applicant)
  }
  await sendQuietly(app, verificationCodeMessage({ to: issued.user.email, firstName: issued.user.first_name, code: issued.code }))
}
