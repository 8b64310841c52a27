import { randomUUID } from 'node:crypto'
import { User } from '../../api/models/User.ts'
import { hashPassword } from '../../api/services/passwords.ts'
import { startSession } from '../../api/services/sessions.ts'
import { TotpAuthenticator } from '../../api/models/TotpAuthenticator.ts'
import { sealSecret } from '../../api/security/secretBox.ts'
import { generateSecret } from 'otplib'
import { runDueJobs } from '../../api/services/jobs/worker.ts'
import { testServer } from './server.ts'

export interface CreateUserOptions {
  admin?: boolean
  email?: string
  password?: string
  first_name?: string
  last_name?: string
  /** Opted in to quote status e-mails (off by default: they are opt-in). */
  quote_notifications?: boolean
  /**
   * An authenticator app, confirmed, and a token whose session passed it: by default for admins,
   * who may not use the admin console without one.
   */
  secondFactor?: boolean
}

export interface CreatedUser {
  user: User
  /** A live session token for the user, as POST /auth/login would give. */
  token: string
  password: string
  email: string
  /** The authenticator app's secret, to compute its codes (otplib's generate), when it has one. */
  totpSecret: string | null
}

const DEFAULT_PASSWORD = 'factory-pass-2026'

// Argon2 is deliberately slow; the default password is hashed once per test process.
let defaultHash: Promise<string> | undefined

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@example.com`

/** A verified account with a password, made through the services, plus a signed-in token. */
export async function createUser(options: CreateUserOptions = {}): Promise<CreatedUser> {
  const { app } = await testServer()
  const password = options.password ?? DEFAULT_PASSWORD
  const email = (options.email ?? uniqueEmail(options.admin ? 'admin' : 'user')).toLowerCase()
  defaultHash ??= hashPassword(DEFAULT_PASSWORD, app.config.passwordCost)
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password, app.config.passwordCost)
  const user = await User.query().insertAndFetch({
    email,
    first_name: options.first_name ?? 'Test',
    last_name: options.last_name ?? 'User',
    password_hash: passwordHash,
    admin: options.admin ?? false,
    email_verified_at: app.now(),
    quote_notifications: options.quote_notifications ?? false,
  })
  const totpSecret = (options.secondFactor ?? options.admin) ? generateSecret() : null
  if (totpSecret) {
    const secret_ciphertext = sealSecret(app.secrets.secondFactors, totpSecret)
    await TotpAuthenticator.query().insert({ user_id: user.id, secret_ciphertext, created_at: app.now(), confirmed_at: app.now() })
  }
  const token = await startSession(app, user, undefined, { secondFactor: totpSecret !== null })
  return { user, token, password, email, totpSecret }
}

export interface CapturedMail {
  subject: string
  text_body: string
  html_body: string
  code: string | null
  headers: Record<string, string> | null
  message_id: string | null
}

/** Every message the outbox mailer captured for an address, newest first, once the queued mail is out. */
export async function mailTo(email: string): Promise<CapturedMail[]> {
  const { app } = await testServer()
  // Only this address's, so a test reads its customer's mail without sending its other customers'.
  // Read as if a day had passed, so mail queued while a test had moved the clock ahead is delivered too.
  const later = { ...app, now: () => new Date(app.now().getTime() + 86_400_000) }
  // An address-only request's job (api/services/accountMail.ts) issues its code at the app's own time.
  while ((await runDueJobs(app, { kinds: ['account_mail'], payload: { to: email.toLowerCase() } })) > 0);
  while ((await runDueJobs(later, { kinds: ['send_mail'], payload: { to: email.toLowerCase() } })) > 0);
  return app.knex('mail_outbox').whereRaw('lower(to_address) = lower(?)', [email]).orderBy('id', 'desc')
}

/** The code in the newest captured message to an address; fails the test when there is none. */
export async function lastCodeTo(email: string): Promise<string> {
  const [latest] = await mailTo(email)
  if (!latest?.code) throw new Error(`no code was mailed to ${email}`)
  return latest.code
}
