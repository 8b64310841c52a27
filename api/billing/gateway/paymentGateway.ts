import type { Logger } from 'pino'
import type { Config } from '../../config.ts'
import type { Secrets } from '../../runtime/secrets.ts'
import { emulatorGateway, squareConnection, squareGateway, unconfiguredConnection } from './squareGateway.ts'

/**
 * What billing asks of a card processor, and all it asks: the rest of billing never sees an SDK.
 * One gateway is opened at boot (`openPaymentGateway`) and lives on the app as `app.payments`.
 */
export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>
  /** Keeps the card of a completed payment on file: a customer (reused when known) and a card. */
  saveCard(input: SaveCardRequest): Promise<SavedCard>
  /** Deletes a customer (and so its cards on file); one the processor does not know is already gone, so it is safe to repeat. */
  deleteCustomer(customerId: string): Promise<void>
  /** Gives a completed payment back in full; the key names the refund, so a retry never refunds twice. */
  refund(request: RefundRequest): Promise<RefundResult>
  /** Where a refund the processor took stands now. */
  getRefund(refundId: string): Promise<RefundResult>
}

interface CardSummary {
  brand: string
  last4: string
  expMonth: number | null
  expYear: number | null
}

/**
 * Everything in it is fixed when the attempt is recorded, so a replay sends the very same request
 * (a different one under the same key is IDEMPOTENCY_KEY_REUSED). So no buyer e-mail: an account
 * deleted or an address changed before the replay would change it, and our own receipts say what
 * Square's would.
 */
interface ChargeRequest {
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
  /** The processor refused us (squareErrors.ts `ours`): nothing was charged; the attempt waits for a fix. */
  | { outcome: 'held'; code: string; error: string }
  /** The processor could not be reached or answered 5xx: the charge may or may not have happened. */
  | { outcome: 'unknown'; code: string }

interface SaveCardRequest {
  paymentId: string
  customerId: string | null
  userId: number
  email: string
  firstName: string
  lastName: string
}

interface SavedCard extends CardSummary {
  customerId: string
  cardId: string
}

interface RefundRequest {
  paymentId: string
  idempotencyKey: string
  amountMinor: bigint
  currency: string
  reason: string
}

export type RefundResult =
  | { outcome: 'refunded'; refundId: string }
  /** The processor took the refund and has not completed it yet: the money is not back. */
  | { outcome: 'pending'; refundId: string }
  /** The processor gave up on a refund it took: the money is still owed. */
  | { outcome: 'failed'; refundId: string; code: string }
  | { outcome: 'refused'; code: string }
  /** The processor refused us (squareErrors.ts `ours`): no refund was made. */
  | { outcome: 'held'; code: string; error: string }
  /** No answer: the refund may have been made; asking again with the same key is safe. */
  | { outcome: 'unknown'; code: string }

/**
 * The gateway this process uses, chosen once: real Square (sandbox or production) when credentials
 * are configured; else, outside production, the product's own Square emulator, which answers
 * Square's wire API, so the very code that talks to Square is what every test and demo runs; in
 * production without credentials, none (every call answers 503).
 */
export function openPaymentGateway(config: Config, secrets: Secrets, log: Logger): PaymentGateway {
  if (config.square) return squareGateway(log, squareConnection(config.square))
  if (config.isProduction) return squareGateway(log, unconfiguredConnection)
  return emulatorGateway(log, config.port, secrets.squareEmulator)
}
