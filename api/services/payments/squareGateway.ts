import { Square, SquareClient, SquareEnvironment, SquareError, SquareTimeoutError } from 'square'
import type { AppContext } from '../../context.ts'
import { EMULATOR_LOCATION_ID, EMULATOR_PREFIX } from '../../payments-emulator/constants.ts'
import { serviceUnavailable } from '../../errors.ts'

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

export interface ChargeRequest {
  sourceId: string
  idempotencyKey: string
  /** In the currency's smallest unit (money.ts toMinorUnits). */
  amountMinor: bigint
  currency: string
  customerId?: string
  referenceId: string
  note: string
  buyerEmail: string
}

export type ChargeResult =
  | { outcome: 'completed'; paymentId: string; card: CardSummary | null }
  | { outcome: 'declined'; code: string }
  /** Square could not be reached or answered 5xx: the charge may or may not have happened. */
  | { outcome: 'unknown'; code: string }

export interface SavedCard extends CardSummary {
  customerId: string
  cardId: string
}

interface Connection {
  client: SquareClient
  locationId: string
}

// Tests serve the emulator on a random port; they register that address here.
const emulatorBaseUrls = new WeakMap<AppContext, string>()

export function useEmulatorAt(app: AppContext, origin: string): void {
  emulatorBaseUrls.set(app, `${origin}${EMULATOR_PREFIX}`)
}

function connect(app: AppContext, maxRetries?: number): Connection {
  const square = app.config.square
  if (square) {
    const environment = square.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox
    return { client: new SquareClient({ token: square.accessToken, environment, timeoutInSeconds: 30, maxRetries }), locationId: square.locationId }
  }
  if (app.config.isProduction) throw serviceUnavailable('Card payments are not configured.')
  const baseUrl = emulatorBaseUrls.get(app) ?? `http://127.0.0.1:${app.config.port}${EMULATOR_PREFIX}`
  return { client: new SquareClient({ token: app.secrets.squareEmulator, baseUrl, timeoutInSeconds: 30, maxRetries }), locationId: EMULATOR_LOCATION_ID }
}

const CURRENCIES: readonly string[] = Object.values(Square.Currency)
const isSquareCurrency = (code: string): code is Square.Currency => CURRENCIES.includes(code)

/** A stored ISO 4217 code as the SDK's type; the plan form only lets through codes the account takes. */
function squareCurrency(code: string): Square.Currency {
  const trimmed = code.trim()
  if (!isSquareCurrency(trimmed)) throw new Error(`Square does not know the currency ${trimmed}`)
  return trimmed
}

const toNumber = (value: bigint | null | undefined) => (value === null || value === undefined ? null : Number(value))

function firstCode(error: SquareError): string {
  return error.errors[0]?.code ?? 'UNKNOWN'
}

export async function charge(app: AppContext, request: ChargeRequest): Promise<ChargeResult> {
  const { client, locationId } = connect(app)
  try {
    const { payment } = await client.payments.create({
      sourceId: request.sourceId,
      idempotencyKey: request.idempotencyKey,
      amountMoney: { amount: request.amountMinor, currency: squareCurrency(request.currency) },
      locationId,
      customerId: request.customerId,
      referenceId: request.referenceId,
      note: request.note,
      buyerEmailAddress: request.buyerEmail,
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
    if (error instanceof SquareError && error.statusCode !== undefined && error.statusCode < 500 && error.statusCode !== 429) {
      return { outcome: 'declined', code: firstCode(error) }
    }
    if (error instanceof SquareError || error instanceof SquareTimeoutError) {
      app.log.warn({ err: error }, 'square payment outcome unknown')
      return { outcome: 'unknown', code: error instanceof SquareError ? firstCode(error) : 'TIMEOUT' }
    }
    throw error
  }
}

/** Keeps the card of a completed payment on file: a Square customer (reused when known) and a card. */
export async function saveCard(
  app: AppContext,
  input: { paymentId: string; customerId: string | null; userId: number; email: string; firstName: string; lastName: string },
): Promise<SavedCard> {
  const { client } = connect(app)
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
  const { client } = connect(app)
  try {
    await client.customers.delete({ customerId })
  } catch (error) {
    if (error instanceof SquareError && error.statusCode === 404) return
    throw error
  }
}

export type RefundResult =
  | { outcome: 'refunded'; refundId: string }
  | { outcome: 'refused'; code: string }
  /** No answer: the refund may have been made; asking again with the same key is safe. */
  | { outcome: 'unknown'; code: string }

/**
 * Gives a completed payment back in full (Square's Refunds API). The idempotency key is derived from
 * the charge's, so every retry names the same refund and money is never returned twice.
 */
export async function refund(
  app: AppContext,
  request: { paymentId: string; idempotencyKey: string; amountMinor: bigint; currency: string; reason: string },
): Promise<RefundResult> {
  const { client } = connect(app)
  try {
    const { refund: made } = await client.refunds.refundPayment({
      idempotencyKey: request.idempotencyKey,
      paymentId: request.paymentId,
      amountMoney: { amount: request.amountMinor, currency: squareCurrency(request.currency) },
      reason: request.reason.slice(0, 192),
    })
    if (!made?.id || (made.status !== 'PENDING' && made.status !== 'COMPLETED')) return { outcome: 'unknown', code: `STATUS_${made?.status ?? 'MISSING'}` }
    return { outcome: 'refunded', refundId: made.id }
  } catch (error) {
    if (error instanceof SquareError && error.statusCode !== undefined && error.statusCode < 500 && error.statusCode !== 429) {
      return { outcome: 'refused', code: firstCode(error) }
    }
    if (error instanceof SquareError || error instanceof SquareTimeoutError) {
      app.log.warn({ err: error }, 'square refund outcome unknown')
      return { outcome: 'unknown', code: error instanceof SquareError ? firstCode(error) : 'TIMEOUT' }
    }
    throw error
  }
}
