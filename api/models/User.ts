import type { Knex } from 'knex'
import { BaseModel } from './BaseModel.ts'

export class User extends BaseModel {
  declare id: number
  declare email: string
  declare first_name: string
  declare last_name: string
  declare password_hash: string | null
  declare admin: boolean
  declare email_verified_at: Date | null
  declare quote_notifications: boolean
  declare renewal_reminders: boolean
  declare tips: boolean
  declare esign_consented_at: Date | null
  declare contact_consent: boolean
  declare contact_phone: string | null
  declare contact_hours_start: number
  declare contact_hours_end: number
  /** Set when the person deleted the account; the row stays, anonymised, for the payments it owns. */
  declare deleted_at: Date | null
  /** A deleted account's last day of kept payments and consent history (api/services/retention.ts). */
  declare retain_until: string | null
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'users'


  /**
   * A new unverified account, unless the address is taken: the unique index on lower(email) decides,
   * also between two sign-ups of one address at once. Answers whether the row was inserted.
   */
  static async insertUnlessTaken(
    trx: Knex.Transaction,
    account: { email: string; first_name: string; last_name: string; password_hash: string | null },
  ): Promise<boolean> {
    const inserted = await trx.raw<{ rows: { id: number }[] }>(
      `INSERT INTO users (email, first_name, last_name, password_hash, email_verified_at)
       VALUES (?, ?, ?, ?, NULL) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [account.email, account.first_name, account.last_name, account.password_hash],
    )
    return inserted.rows.length > 0
  }

  static findByEmail(email: string) {
    return User.query().whereRaw('lower(email) = lower(?)', [email.trim()]).first()
  }
}
