import type { AppContext } from '../context.ts'
import { EMULATOR_LOCATION_ID } from './constants.ts'
import { errorResponse, type WireResponse } from './idempotency.ts'
import type { ConnectFault } from '../../shared/schemas/devFaults.ts'

/**
 * Faults the emulator can be told to answer, for the tests of "our fault is not the customer's
 * decline" and of refunds that do not complete. Inert unless TEST_HOOKS=true (refused in production).
 * - `connect`: every Connect API call is refused as Square refuses a merchant: a revoked access token
 *   (401), a request Square finds invalid (400, e.g. a location that does not exist), or a rate limit (429).
 * - `refunds`: what a refund made now becomes; Square answers PENDING either way.
 */
type RefundFault = 'PENDING' | 'FAILED'
/** The status a refund settles at in the emulator. */
export type RefundSettlement = 'COMPLETED' | RefundFault

interface Faults {
  connect: ConnectFault | null
  refunds: RefundFault | null
}

const NONE: Faults = { connect: null, refunds: null }
const faults = new WeakMap<AppContext, Faults>()

/** Sets (or, with null, clears) the faults the emulator of this app answers with. */
export function setEmulatorFaults(app: AppContext, next: Partial<Faults>): void {
  if (!app.config.testHooks) throw new Error('test hooks are off (TEST_HOOKS)')
  faults.set(app, { ...(faults.get(app) ?? NONE), ...next })
}

const current = (app: AppContext): Faults => (app.config.testHooks ? (faults.get(app) ?? NONE) : NONE)

const ANSWERS: Record<ConnectFault, WireResponse> = {
  unauthorized: errorResponse(401, [{
    category: 'AUTHENTICATION_ERROR',
    code: 'UNAUTHORIZED',
    detail: 'This request could not be authorized.',
  }]),
  invalid_request: errorResponse(400, [{
    category: 'INVALID_REQUEST_ERROR',
    code: 'NOT_FOUND',
    detail: `Location \`${EMULATOR_LOCATION_ID}\` not found.`,
    field: 'location_id',
  }]),
  rate_limited: errorResponse(429, [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: 'Rate limit exceeded.' }]),
}

/** The refusal the emulator answers every Connect call with while told to, else null. */
export function connectFault(app: AppContext): WireResponse | null {
  const fault = current(app).connect
  return fault ? ANSWERS[fault] : null
}

/** The status a refund made now settles at (a later GET reads it). */
export const refundSettlesAs = (app: AppContext): RefundSettlement => current(app).refunds ?? 'COMPLETED'
