import type { ErrorBody, ErrorCode } from '../shared/contract.ts'

export class AppError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly fields: Record<string, string> | undefined
  readonly details: Record<string, unknown> | undefined
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: { fields?: Record<string, string>; details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.fields = extra.fields
    this.details = extra.details
    this.headers = extra.headers ?? {}
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message }
    if (this.fields) {
      body.errors = [...new Set(Object.values(this.fields))]
      body.fields = this.fields
    }
    if (this.details) body.details = this.details
    return body
  }
}

export const validationFailed = (fields: Record<string, string>, message = 'Please correct the highlighted fields.') =>
  new AppError(422, 'validation_failed', message, { fields })

export const unauthenticated = (message = 'Please sign in to continue.') =>
  new AppError(401, 'unauthenticated', message)

export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, 'forbidden', message)

/** A change to who the person is needs their password again (api/services/recentAuth.ts); the SPA asks and retries. */
export const reauthenticationRequired = () =>
  new AppError(403, 'reauthentication_required', 'Please enter your password again to continue.')

/** Signing in to an account with an authenticator app: the password was right, its code is asked for next. */
export const secondFactorRequired = () =>
  new AppError(403, 'second_factor_required', 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.')

/** An administrator's session that has not passed a second factor: the admin console waits for one. */
export const secondFactorSetupRequired = () =>
  new AppError(
    403,
    'second_factor_setup_required',
    'Administrators must use a second factor. Set up an authenticator app in your account, or sign in again with its code.',
  )

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message)

/** `details`: machine data the client needs to resolve the conflict (the new price of a plan). */
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError(409, 'conflict', message, { details })

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', 'Too many attempts. Please wait a moment and try again.', {
    details: { retry_after_seconds: retryAfterSeconds },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })

export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again shortly.') =>
  new AppError(503, 'service_unavailable', message)
