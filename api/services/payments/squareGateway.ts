import type * as SquareSdk from 'square'
import type { Square, SquareClient } from 'square'
import type { AppContext } from '../../context.ts'
import { EMULATOR_LOCATION_ID, EMULATOR_PREFIX } from '../../payments-emulator/constants.ts'
import { serviceUnavailable } from '../../errors.ts'
import { classifySquareError } from './squareErrors.ts'

/**
 * The one way the product talks to Square: the official SDK, pointed at real Square when
 * credentials are configured, else at the product's own sandbox emulator.
 */

interface CardSummary {
  brand: string
  last4: string
  expMonth: number | null
  expYear: number | null
}

/**
 * Everything in it is fixed when the attempt is recorded, so a replay sends Square the very same
 * request (a different one under the same key is IDEMPOTENCY_KEY_REUSED). So no buyer e-mail: an
 * account deleted or an address changed before the replay would change it, and our own receipts say
 * what Square's would.
 */
export interface ChargeRequest {
  sourceId: string
  idempotencyKey: string
  /** In the currency's smallest unit (money.ts toMinorUnits). */
  amountMinor: bigint
  currency: string
  customerId?: string
  referenceId: string
  note: string
}

export type ChargeResult =
  | { outcome: 'completed'; paymentId: string; card: CardSummary | null }
  | { outcome: 'declined'; code: string }
  /** Square refused us (squareErrors.ts `ours`): nothing was charged; the attempt waits for a fix. */
  | { outcome: 'held'; code: string; error: string }
  /** Square could not be reached or answered 5xx: the charge may or may not have happened. */
  | { outcome: 'unknown'; code: string }

export interface SavedCard extends CardSummary {
  customerId: string
  cardId: string
}

interface Connection {
  client: SquareClient
  locationId: string
  sdk: typeof SquareSdk
}

// The SDK is most of what a process loads at start-up (0.8 of 1.4 CPU seconds, measured): a process
// loads it at its first call to Square, so a start, a CLI run or a refused configuration stays quick.
let sdkLoading: Promise<typeof SquareSdk> | undefined
const loadSdk = () => (sdkLoading ??= import('square'))

// Tests serve the emulator on a random port; they register that address here.
const emulatorBaseUrls = new WeakMap<AppContext, string>()

export function useEmulatorAt(app: AppContext, origin: string): void {
  emulatorBaseUrls.set(app, `${origin}${EMULATOR_PREFIX}`)
}

async function connect(app: AppContext): Promise<Connection> {
  const square = app.config.square
  if (!square && app.config.isProduction) throw serviceUnavailable('Card payments are not configured.')
  const sdk = await loadSdk()
  if (square) {
    const environment = square.environment === 'production' ? sdk.SquareEnvironment.Production : sdk.SquareEnvironment.Sandbox
    return { client: new sdk.SquareClient({ token: square.accessToken, environment, timeoutInSeconds: 30 }), locationId: square.locationId, sdk }
  }
  const baseUrl = emulatorBaseUrls.get(app) ?? `http://127.0.0.1:${app.config.port}${EMULATOR_PREFIX}`
  return { client: new sdk.SquareClient({ token: app.secrets.squareEmulator, baseUrl, timeoutInSeconds: 30 }), locationId: EMULATOR_LOCATION_ID, sdk }
}

/** A stored ISO 4217 code as the SDK's type; the plan form only lets through codes the account takes. */
function squareCurrency(sdk: typeof SquareSdk, code: string): Square.Currency {
  const trimmed = code.trim()
  const known = Object.values(sdk.Square.Currency).find((currency) => currency === trimmed)
  if (!known) throw new Error(`Square does not know the currency ${trimmed}`)
  return known
}

const toNumber = (value: bigint | null | undefined) => (value === null || value === undefined ? null : Number(value))

type Failure = { fault: 'card'; code: string } | { fault: 'ours'; code: string; error: string } | { fault: 'unknown'; code: string }

/** What a thrown SDK error means (squareErrors.ts); anything that is not Square's answer is rethrown. */
function failureOf(app: AppContext, sdk: typeof SquareSdk, error: unknown, call: string): Failure {
  if (error instanceof sdk.SquareTimeoutError) {
    app.log.warn({ err: error }, `square ${call} outcome unknown`)
    return { fault: 'unknown', code: 'TIMEOUT' }
  }
  if (!(error instanceof sdk.SquareError)) throw error
  const first = error.errors[0]
  const code = first?.code ?? 'UNKNOWN'
  const fault = classifySquareError(first)
  if (fault === 'card') return { fault, code }
  if (fault === 'ours') {
    app.log.error({ err: error, statusCode: error.statusCode }, `square refused our ${call} request`)
    return { fault, code, error: `${first?.category ?? 'UNKNOWN'} ${code}` }
  }
  app.log.warn({ err: error }, `square ${call} outcome unknown`)
  return { fault, code }
}

export async function charge(app: AppContext, request: ChargeRequest): Promise<ChargeResult> {
  const { client, locationId, sdk } = await connect(app)
  try {
    const { payment } = await client.payments.create({
      sourceId: request.sourceId,
      idempotencyKey: request.idempotencyKey,
      amountMoney: { amount: request.amountMinor, currency: squareCurrency(sdk, request.currency) },
      locationId,
      customerId: request.customerId,
      referenceId: request.referenceId,
      note: request.note,
      autocomplete: true,
    })
    if (!payment?.id || payment.status !== 'COMPLETED') return { outcome: 'unknown', code: `STATUS_${payment?.status ?? 'MISSING'}` }
    const card = payment.cardDetails?.card
    return {
      outcome: 'completed',
      paymentId: payment.id,
      card: card ? { brand: card.cardBrand ?? 'UNKNOWN', last4: card.last4 ?? '', expMonth: toNumber(card.expMonth), expYear: toNumber(card.expYear) } : null,
    }
  } catch (error) {
    const failure = failureOf(app, sdk, error, 'payment')
    if (failure.fault === 'card') return { outcome: 'declined', code: failure.code }
    if (failure.fault === 'ours') return { outcome: 'held', code: failure.code, error: failure.error }
    return { outcome: 'unknown', code: failure.code }
  }
}

/** Keeps the card of a completed payment on file: a Square customer (reused when known) and a card. */
export async function saveCard(
  app: AppContext,
  input: { paymentId: string; customerId: string | null; userId: number; email: string; firstName: string; lastName: string },
): Promise<SavedCard> {
  const { client } = await connect(app)
  let customerId = input.customerId
  if (!customerId) {
    const { customer } = await client.customers.create({
      idempotencyKey: `customer_user_${input.userId}`,
      givenName: input.firstName,
      familyName: input.lastName,
      emailAddress: input.email,
      referenceId: `user_${input.userId}`,
    })
    if (!customer?.id) throw new Error('Square created no customer')
    customerId = customer.id
  }
  const { card } = await client.cards.create({
    idempotencyKey: `card_${input.paymentId}`.slice(0, 45),
    sourceId: input.paymentId,
    card: { customerId, referenceId: `user_${input.userId}` },
  })
  if (!card?.id) throw new Error('Square stored no card')
  return {
    customerId,
    cardId: card.id,
    brand: card.cardBrand ?? 'UNKNOWN',
    last4: card.last4 ?? '',
    expMonth: toNumber(card.expMonth),
    expYear: toNumber(card.expYear),
  }
}

/**
 * Deletes a customer profile (and so its cards on file) at Square. One Square does not know is
 * already gone, which makes this safe to repeat; any other failure throws, for the queue to retry.
 */
export async function deleteCustomer(app: AppContext, customerId: string): Promise<void> {
  const { client, sdk } = await connect(app)
  try {
    await client.customers.delete({ customerId })
  } catch (error) {
    if (error instanceof sdk.SquareError && error.statusCode === 404) return
    throw error
  }
}

export type RefundResult =
  | { outcome: 'refunded'; refundId: string }
  /** Square took the refund and has not completed it yet: the money is not back. */
  | { outcome: 'pending'; refundId: string }
  /** Square gave up on a refund it took: the money is still owed. */
  | { outcome: 'failed'; refundId: string; code: string }
  | { outcome: 'refused'; code: string }
  /** Square refused us (squareErrors.ts `ours`): no refund was made. */
  | { outcome: 'held'; code: string; error: string }
  /** No answer: the refund may have been made; asking again with the same key is safe. */
  | { outcome: 'unknown'; code: string }

/** A refund is done only when Square says COMPLETED. */
function refundOutcome(made: Square.PaymentRefund | undefined): RefundResult {
  if (!made?.id) return { outcome: 'unknown', code: 'STATUS_MISSING' }
  if (made.status === 'COMPLETED') return { outcome: 'refunded', refundId: made.id }
  if (made.status === 'PENDING') return { outcome: 'pending', refundId: made.id }
  if (made.status === 'FAILED' || made.status === 'REJECTED') return { outcome: 'failed', refundId: made.id, code: `REFUND_${made.status}` }
  return { outcome: 'unknown', code: `STATUS_${made.status ?? 'MISSING'}` }
}

function refundFailure(failure: Failure): RefundResult {
  if (failure.fault === 'card') return { outcome: 'refused', code: failure.code }
  if (failure.fault === 'ours') return { outcome: 'held', code: failure.code, error: failure.error }
  return { outcome: 'unknown', code: failure.code }
}

/**
 * Gives a completed payment back in full (Square's Refunds API). The idempotency key is derived from
 * the charge's, so every retry names the same refund and money is never returned twice.
 */
export async function refund(
  app: AppContext,
  request: { paymentId: string; idempotencyKey: string; amountMinor: bigint; currency: string; reason: string },
): Promise<RefundResult> {
  const { client, sdk } = await connect(app)
  try {
    const { refund: made } = await client.refunds.refundPayment({
      idempotencyKey: request.idempotencyKey,
      paymentId: request.paymentId,
      amountMoney: { amount: request.amountMinor, currency: squareCurrency(sdk, request.currency) },
      reason: request.reason.slice(0, 192),
    })
    return refundOutcome(made)
  } catch (error) {
    return refundFailure(failureOf(app, sdk, error, 'refund'))
  }
}

/** Where a refund Square took stands now. */
export async function getRefund(app: AppContext, refundId: string): Promise<RefundResult> {
  const { client, sdk } = await connect(app)
  try {
    const { refund: made } = await client.refunds.get({ refundId })
    return refundOutcome(made)
  } catch (error) {
    return refundFailure(failureOf(app, sdk, error, 'refund'))
  }
}
