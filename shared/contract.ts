/** The wire contract shared by the API and its browser clients. */

export const API_BASE = '/api/v1'

export const AUTH_TOKEN_KEY = 'gq:authToken'

/** The account the browser last received (GET /me, or a sign-in's answer), kept beside the token. */
export const KEPT_ACCOUNT_KEY = 'gq:account'

export const PRODUCT_NAME = 'GetQuote'

/** Written by the site build beside the pages, read by the server for its Content-Security-Policy. */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json'

export type ErrorCode =
  | 'malformed_json'
  | 'payload_too_large'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'reauthentication_required'
  | 'sign_in_code_required'
  | 'second_factor_required'
  | 'second_factor_setup_required'
  | 'not_found'
  | 'conflict'
  | 'payment_failed'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal'

export interface ErrorBody {
  code: ErrorCode
  message: string
  errors?: string[]
  fields?: Record<string, string>
  details?: Record<string, unknown>
}
