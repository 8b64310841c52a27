import { SquareClient, SquareEnvironment, SquareError, SquareTimeoutError } from 'square'
import type { AppContext } from '../../context.ts'
import { EMULATOR_ACCESS_TOKEN, EMULATOR_LOCATION_ID, EMULATOR_PREFIX } from '../../payments-emulator/constants.ts'
import { serviceUnavailable } from '../../errors.ts'

/**
 * The one way the product talks to Square: the official SDK, pointed at real Square when
 * credentials are configured, else at the product's own sandbox emulator.
 */

export interface CardSummary {
  brand: string
  last4: string
  expMonth: number | null
  expYear: number | null
}

export interface ChargeRequest {
  sourceId: string
  idempotencyKey: string
  amountCents: bigint
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
  return { client: new SquareClient({ token: EMULATOR_ACCESS_TOKEN, baseUrl, timeoutInSeconds: 30, maxRetries }), locationId: EMULATOR_LOCATION_ID }
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
      amountMoney: { amount: request.amountCents, currency: 'USD' },
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

