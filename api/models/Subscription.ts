import { BaseModel } from './BaseModel.ts'
import type { SubscriptionStatusName } from '../../shared/schemas/subscriptions.ts'

export type SubscriptionStatus = SubscriptionStatusName

export class Subscription extends BaseModel {
  declare id: number
  declare user_id: number
  declare subscription_plan_id: number
  declare subscription_plan_variation_id: number
  declare status: SubscriptionStatus
  declare billing_cycle: 'MONTHLY' | 'ANNUAL'
  declare price: string
  declare currency: string
  declare started_at: Date | null
  declare current_period_start: Date | null
  declare current_period_end: Date | null
  declare canceled_at: Date | null
  /** 0 until the first charge; the billing period the subscription is in (renewal keys use it). */
  declare period_number: number
  /** The client's idempotency key when the one-call checkout created it; a retried checkout finds it. */
  declare checkout_key: string | null
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'subscriptions'
}
