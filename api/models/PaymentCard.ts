import { BaseModel } from './BaseModel.ts'

/** A customer's card on file at Square (ids and public facts only), charged at renewal. */
export class PaymentCard extends BaseModel {
  declare id: number
  declare user_id: number
  declare square_customer_id: string
  declare square_card_id: string
  declare brand: string
  declare last4: string
  declare exp_month: number | null
  declare exp_year: number | null
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'payment_cards'
}
