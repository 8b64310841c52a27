import type * as SquareSdk from 'square'
import type { Square, SquareClient } from 'square'
import type { Logger } from 'pino'
import type { AppContext } from '../../context.ts'
import type { SquareConfig } from '../../config.ts'
import { EMULATOR_LOCATION_ID, EMULATOR_PREFIX } from '../../payments-emulator/constants.ts'
import { serviceUnavailable } from '../../errors.ts'
import { classifySquareError } from './squareErrors.ts'
import type { PaymentGateway, RefundResult } from './paymentGateway.ts'

/**
 * The payment gateway on Square's official SDK, pointed at real Square or at the product's own
 * emulator of Square's API (paymentGateway.ts chooses which at boot).
 */

interface Connection {
  client: SquareClient
  locationId: string
  sdk: typeof SquareSdk
}

// The SDK is most of what a process loads at start-up (0.8 of 1.4 CPU seconds, measured): a process
// loads it at its first call to Square, so a start, a CLI run or a refused configuration stays quick.
let sdkLoading: Promise<typeof SquareSdk> | undefined
const loadSdk = () => (sdkLoading ??= import('square'))

/** Opens the SDK's client on first use; each call to Square asks for it. */
type Connector = () => Promise<Connection>

export const squareConnection = (square: SquareConfig): Connector => async () => {
  const sdk = await loadSdk()
  const environment = square.environment === 'production' ? sdk.SquareEnvironment.Production : sdk.SquareEnvironment.Sandbox
  return { client: new sdk.SquareClient({ token: square.accessToken, environment, timeoutInSeconds: 30 }), locationId: square.locationId, sdk }
}

/** Production without Square credentials: no card is taken, and the buyer is told so (503). */
export const unconfiguredConnection: Connector = () => Promise.reject(serviceUnavailable('Card payments are not configured.'))

/** Where an emulator gateway sends its calls; tests serve the emulator on a random port and say so (useEmulatorAt). */
const emulatorTargets = new WeakMap<PaymentGateway, { baseUrl: string }>()

/** The gateway on the emulator this process serves at `port`, reached through the same SDK as real Square. */
export function emulatorGateway(log: Logger, port: number, token: string): PaymentGateway {
  const target = { baseUrl: `http://127.0.0.1:${port}${EMULATOR_PREFIX}` }
  const gateway = squareGateway(log, async () => {
    const sdk = await loadSdk()
    return { client: new sdk.SquareClient({ token, baseUrl: target.baseUrl, timeoutInSeconds: 30 }), locationId: EMULATOR_LOCATION_ID, sdk }
  })
  emulatorTargets.set(gateway, target)
  return gateway
}

/** Points the app's emulator gateway at the emulator served at `origin` (a test server's random port). */
export function useEmulatorAt(app: AppContext, origin: string): void {
  const target = emulatorTargets.get(app.payments)
  if (!target) throw new Error('This app pays through real Square, not the emulator.')
  target.baseUrl = `${origin}${EMULATOR_PREFIX}`
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
function failureOf(log: Logger, sdk: typeof SquareSdk, error: unknown, call: string): Failure {
  if (error instanceof sdk.SquareTimeoutError) {
    log.warn({ err: error }, `square ${call} outcome unknown`)
    return { fault: 'unknown', code: 'TIMEOUT' }
  }
  if (!(error instanceof sdk.SquareError)) throw error
  const first = error.errors[0]
  const code = first?.code ?? 'UNKNOWN'
  const fault = classifySquareError(first)
  if (fault === 'card') return { fault, code }
  if (fault === 'ours') {
    log.error({ err: error, statusCode: error.statusCode }, `square refused our ${call} request`)
    return { fault, code, error: `${first?.category ?? 'UNKNOWN'} ${code}` }
  }
  log.warn({ err: error }, `square ${call} outcome unknown`)
  return { fault, code }
}

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

/** The gateway on Square's SDK, through `connect` (real Square or the emulator). */
export function squareGateway(log: Logger, connect: Connector): PaymentGateway {
  return {
    async charge(request) {
      const { client, locationId, sdk } = await connect()
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
        const failure = failureOf(log, sdk, error, 'payment')
        if (failure.fault === 'card') return { outcome: 'declined', code: failure.code }
        if (failure.fault === 'ours') return { outcome: 'held', code: failure.code, error: failure.error }
        return { outcome: 'unknown', code: failure.code }
      }
    },

    async saveCard(input) {
      const { client } = await connect()
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
    },

    // Any failure but "no such customer" throws, for the queue to retry.
    async deleteCustomer(customerId) {
      const { client, sdk } = await connect()
      try {
        await client.customers.delete({ customerId })
      } catch (error) {
        if (error instanceof sdk.SquareError && error.statusCode === 404) return
        throw error
      }
    },

    async refund(request) {
      const { client, sdk } = await connect()
      try {
        const { refund: made } = await client.refunds.refundPayment({
          idempotencyKey: request.idempotencyKey,
          paymentId: request.paymentId,
          amountMoney: { amount: request.amountMinor, currency: squareCurrency(sdk, request.currency) },
          reason: request.reason.slice(0, 192),
        })
        return refundOutcome(made)
      } catch (error) {
        return refundFailure(failureOf(log, sdk, error, 'refund'))
      }
    },

    async getRefund(refundId) {
      const { client, sdk } = await connect()
      try {
        const { refund: made } = await client.refunds.get({ refundId })
        return refundOutcome(made)
      } catch (error) {
        return refundFailure(failureOf(log, sdk, error, 'refund'))
      }
    },
  }
}
