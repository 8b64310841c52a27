/** What a source (nonce or card on file) does when charged, after Square's documented sandbox values. */
export type Outcome =
  | 'ok'
  | 'declined'
  | 'rejected-cvv'
  | 'rejected-postalcode'
  | 'rejected-expiration'
  | 'insufficient-funds'
  | 'requires-verification'

export const OUTCOMES: readonly Outcome[] = [
  'ok', 'declined', 'rejected-cvv', 'rejected-postalcode', 'rejected-expiration', 'insufficient-funds', 'requires-verification',
]

export const isOutcome = (value: unknown): value is Outcome => OUTCOMES.some((o) => o === value)

export interface SquareErrorItem {
  category: string
  code: string
  detail: string
  field?: string
}

/** Square's error for each failing outcome (category PAYMENT_METHOD_ERROR, HTTP 402). */
export const DECLINES: Record<Exclude<Outcome, 'ok'>, string> = {
  declined: 'GENERIC_DECLINE',
  'rejected-cvv': 'CVV_FAILURE',
  'rejected-postalcode': 'ADDRESS_VERIFICATION_FAILURE',
  'rejected-expiration': 'INVALID_EXPIRATION',
  'insufficient-funds': 'INSUFFICIENT_FUNDS',
  'requires-verification': 'CARD_DECLINED_VERIFICATION_REQUIRED',
}

export interface CardFacts {
  card_brand: string
  last_4: string
  exp_month: number
  exp_year: number
}

const TEST_VISA: CardFacts = { card_brand: 'VISA', last_4: '1111', exp_month: 12, exp_year: 2030 }

/** The documented reusable sandbox nonces and card-on-file ids ('already-used' is handled apart). */
export const FIXED_SOURCES: Record<string, { outcome: Outcome; card: CardFacts; cardOnFile: boolean }> = {
  'cnon:card-nonce-ok': { outcome: 'ok', card: TEST_VISA, cardOnFile: false },
  'cnon:card-nonce-declined': { outcome: 'declined', card: TEST_VISA, cardOnFile: false },
  'cnon:card-nonce-rejected-cvv': { outcome: 'rejected-cvv', card: TEST_VISA, cardOnFile: false },
  'cnon:card-nonce-rejected-postalcode': { outcome: 'rejected-postalcode', card: TEST_VISA, cardOnFile: false },
  'cnon:card-nonce-rejected-expiration': { outcome: 'rejected-expiration', card: TEST_VISA, cardOnFile: false },
  'ccof:customer-card-id-ok': { outcome: 'ok', card: TEST_VISA, cardOnFile: true },
  'ccof:customer-card-id-requires-verification': { outcome: 'requires-verification', card: TEST_VISA, cardOnFile: true },
  'ccof:customer-card-id-declined': { outcome: 'declined', card: TEST_VISA, cardOnFile: true },
  'ccof:customer-card-id-rejected-postalcode': { outcome: 'rejected-postalcode', card: TEST_VISA, cardOnFile: true },
  'ccof:customer-card-id-rejected-expiration': { outcome: 'rejected-expiration', card: TEST_VISA, cardOnFile: true },
}

export const ALREADY_USED_NONCE = 'cnon:card-nonce-already-used'
