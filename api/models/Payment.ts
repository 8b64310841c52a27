import { BaseModel } from './BaseModel.ts'

export type PaymentStatus = 'processing' | 'completed' | 'failed' | 'refunded'

/** One charge attempt; written (with its idempotency key) before Square is called. */
export class Payment extends BaseModel {
  declare id: number
  declare user_id: number
  declare subscription_id: number
  declare kind: 'initial' | 'renewal'
  declare period_number: number
  declare attempt: number
  declare amount: string
  declare currency: string
  declare status: PaymentStatus
  declare idempotency_key: string
  declare source_id: string
  declare square_payment_id: string | null
  declare error_code: string | null
  declare card_brand: string | null
  declare card_last4: string | null
  /** While a request is charging this attempt; a later caller waits instead of charging again. */
  declare locked_until: Date | null
  /** Set when a completed charge was given back because its plan could not start. */
  declare square_refund_id: string | null
  declare refund_reason: string | null
  declare refunded_at: Date | null
  /** Square's last word on a refund sent and not yet completed; FAILED means the money is still owed. */
  declare refund_status: 'PENDING' | 'FAILED' | null
  /**
   * Why Square refused this open attempt for a reason on our side ("AUTHENTICATION_ERROR UNAUTHORIZED"):
   * the admin's alert until a replay settles it. Never the customer's decline.
   */
  declare held_error: string | null
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'payments'
}
