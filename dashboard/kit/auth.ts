import { AuthJson, type LoginBody, type RegisterBody, type ResetPasswordBody, type UserJson } from '../../shared/schemas/auth.ts'
import { clearSession, storeToken, type StoreTokenOptions } from './session.ts'
import { api, ApiError } from './api.ts'

/**
 * The session actions of spec §4, shared by the auth islands and the SPA. Each stores or drops the
 * token in `$session`; callers navigate afterwards with a full page load, so no cached user outlives
 * a change of who is signed in.
 */

interface Envelope {
  data?: unknown
  token?: unknown
}

/** Reads a `{ token, user }` answer; one without a token is a failure (spec §5). */
function signedIn(data: unknown, invalidMessage: string): AuthJson {
  const parsed = AuthJson.safeParse(data)
  if (!parsed.success) throw new Error(invalidMessage)
  storeToken(parsed.data.token)
  return parsed.data
}

/** Logs and rethrows, so the status and data travel with the error (spec §8). */
function logged(action: string, error: unknown): never {
  console.error(`${action} failed`, error)
  throw error
}

export async function login(values: LoginBody): Promise<AuthJson> {
  try {
    const body = await api.post<Envelope>('/auth/login', values, { fallbackError: 'Login failed' })
    return signedIn(body.data, 'Authentication failed: Invalid response format')
  } catch (error) {
    return logged('Login', error)
  }
}

export async function register(values: RegisterBody): Promise<AuthJson> {
  try {
    const body = await api.post<Envelope>('/auth/register', values, { fallbackError: 'Registration failed' })
    return signedIn(body.data, 'Registration failed: Invalid response format')
  } catch (error) {
    return logged('Registration', error)
  }
}

/**
 * Checks an e-mail code; the spec's client sends it as `password` and reads the token at the top
 * level. Answers the account too (null if the answer lacks it), so the wizard knows whether it has a password.
 */
export async function verifyEmail(email: string, code: string, options: StoreTokenOptions = {}): Promise<{ token: string; user: UserJson | null }> {
  const body = await api.post<Envelope>('/auth/verify', { email, password: code }, { fallbackError: 'Verification failed' })
  if (typeof body.token !== 'string' || !body.token) throw new Error('Verification failed: Invalid response format')
  storeToken(body.token, options)
  const parsed = AuthJson.safeParse(body.data)
  return { token: body.token, user: parsed.success ? parsed.data.user : null }
}

export async function resendVerification(email: string): Promise<void> {
  await api.post('/auth/resend_verification', { email }, { fallbackError: 'Failed to resend verification code. Please try again.' })
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/auth/password/forgot', { email }, { fallbackError: 'Failed to send a reset code. Please try again.' })
}

export async function resetPassword(values: ResetPasswordBody): Promise<AuthJson> {
  const body = await api.post<Envelope>('/auth/password/reset', values, { fallbackError: 'Password reset failed' })
  return signedIn(body.data, 'Password reset failed: Invalid response format')
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
