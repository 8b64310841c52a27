import { BaseModel } from './BaseModel.ts'

export class SubscriptionPlanVariation extends BaseModel {
  declare id: number
  declare subscription_plan_id: number
  declare billing_cycle: 'MONTHLY' | 'ANNUAL'
  /** numeric(10,2) arrives as a string such as "20.00". */
  declare price: string
  declare currency: string
  declare active: boolean
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'subscription_plan_variations'
}
