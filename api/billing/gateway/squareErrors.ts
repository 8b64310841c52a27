/**
 * Whose fault a Square error is, decided once for charges and refunds alike, by Square's error
 * category and code (never by HTTP status alone: declines come as 400 and 402).
 * - `card`: the buyer's card or card details (a decline, a used or unknown card token). The customer
 *   is told and may use another card.
 * - `ours`: Square refused us (a revoked or wrong access token, a malformed request or a location
 *   that does not exist, a rate limit). Nothing was charged and the customer did nothing wrong: the
 *   attempt stays open, the admin is alerted, and a replay resumes it once fixed.
 * - `unknown`: no usable answer (a 5xx, a timeout): the charge may have happened.
 */
export type SquareFault = 'card' | 'ours' | 'unknown'

export interface SquareErrorItem {
  category?: string
  code?: string
  field?: string
}

/** INVALID_REQUEST_ERROR codes that are about the buyer's card details, not about our request. */
const CARD_CODES = new Set([
  'CARD_TOKEN_USED', 'CARD_TOKEN_EXPIRED', 'INVALID_CARD', 'INVALID_CARD_DATA', 'INVALID_EXPIRATION', 'CARD_EXPIRED',
  'EXPIRATION_FAILURE', 'PAN_FAILURE', 'CVV_FAILURE', 'ADDRESS_VERIFICATION_FAILURE', 'CARD_DECLINED',
])

const OUR_CATEGORIES = new Set(['AUTHENTICATION_ERROR', 'INVALID_REQUEST_ERROR', 'RATE_LIMIT_ERROR'])

export function classifySquareError(error: SquareErrorItem | undefined): SquareFault {
  if (!error) return 'unknown'
  if (error.category === 'PAYMENT_METHOD_ERROR' || error.category === 'REFUND_ERROR') return 'card'
  if (error.category === 'INVALID_REQUEST_ERROR' && (CARD_CODES.has(error.code ?? '') || error.field === 'source_id')) return 'card'
  if (OUR_CATEGORIES.has(error.category ?? '')) return 'ours'
  return 'unknown'
}
