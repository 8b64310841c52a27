import { AuthJson, RegistrationPendingJson, VerifiedResponse, type LoginBody, type RegisterBody, type ResetPasswordBody } from '../../shared/schemas/auth.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { clearSession, storeToken, type StoreTokenOptions } from './session.ts'
import { api, ApiError, checked } from './api.ts'
import { keepAccount } from './accountCopy.ts'

/**
 * The session actions of spec §4, shared by the auth islands and the SPA. Each stores or drops the
 * token in `$session`; callers navigate afterwards with a full page load, so no cached user outlives
 * a change of who is signed in.
 */

/** What login, registration and a password reset answer; one without a token is a failure (spec §5). */
const SignedInResponse = dataEnvelope(AuthJson)
const RegistrationPendingResponse = dataEnvelope(RegistrationPendingJson)

/** Signs in with an answer that carries the session and its account, which the app then paints from at once. */
export function signedIn(auth: AuthJson, options: StoreTokenOptions = {}): AuthJson {
  storeToken(auth.token, options)
  keepAccount(auth.user)
  return auth
}

/** Logs and rethrows, so the status and data travel with the error (spec §8). */
function logged(action: string, error: unknown): never {
  console.error(`${action} failed`, error)
  throw error
}

export async function login(values: LoginBody): Promise<AuthJson> {
  try {
    const invalidAnswer = 'Authentication failed: Invalid response format'
    return signedIn((await checked.post(SignedInResponse, '/auth/login', values, { fallbackError: 'Login failed', invalidAnswer })).data)
  } catch (error) {
    return logged('Login', error)
  }
}

/**
 * Registration signs in only once the e-mailed code is entered (/verify-email): the server answers
 * a known address as a new one, so the answer holds no session (issue #31).
 */
export async function register(values: RegisterBody): Promise<RegistrationPendingJson> {
  try {
    const invalidAnswer = 'Registration failed: Invalid response format'
    return (await checked.post(RegistrationPendingResponse, '/auth/register', values, { fallbackError: 'Registration failed', invalidAnswer })).data
  } catch (error) {
    return logged('Registration', error)
  }
}

/**
 * Checks an e-mail code; the spec's client sends it as `password` and reads the token at the top
 * level. Answers the account too, so the wizard knows whether it has a password.
 */
export async function verifyEmail(email: string, code: string, options: StoreTokenOptions = {}): Promise<AuthJson> {
  const invalidAnswer = 'Verification failed: Invalid response format'
  const body = await checked.post(VerifiedResponse, '/auth/verify', { email, password: code }, { fallbackError: 'Verification failed', invalidAnswer })
  return signedIn({ token: body.token, user: body.data.user }, options)
}

export async function resendVerification(email: string): Promise<void> {
  await api.post('/auth/resend_verification', { email }, { fallbackError: 'Failed to resend verification code. Please try again.' })
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/auth/password/forgot', { email }, { fallbackError: 'Failed to send a reset code. Please try again.' })
}

export async function resetPassword(values: ResetPasswordBody): Promise<AuthJson> {
  const invalidAnswer = 'Password reset failed: Invalid response format'
  return signedIn((await checked.post(SignedInResponse, '/auth/password/reset', values, { fallbackError: 'Password reset failed', invalidAnswer })).data)
}

/**
 * Ends the session on the server, then forgets the token. A 401 means the server already forgot it;
 * any other failure still forgets it locally and rethrows so the caller can say so.
 */
export async function logout(): Promise<void> {
  try {
    await api.delete('/auth/logout', { fallbackError: 'Logout failed' })
    clearSession()
  } catch (error) {
    clearSession()
    if (error instanceof ApiError && error.status === 401) return
    logged('Logout', error)
  }
}
