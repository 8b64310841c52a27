import type { StaticHookArguments } from 'objection'
import { BaseModel } from './BaseModel.ts'
import { cachedRowsWritten } from '../services/notifiedCache.ts'

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
  /** Set when the person deleted the account; the row stays, anonymised, for the payments it owns. */
  declare deleted_at: Date | null
  /** A deleted account's last day of kept payments and consent history (api/services/retention.ts). */
  declare retain_until: string | null
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'users'

  // Sessions are cached per process (api/services/notifiedCache.ts): a change to this table drops them.
  static override afterUpdate({ transaction }: StaticHookArguments<User>): void {
    cachedRowsWritten('sessions', transaction)
  }

  static override afterDelete({ transaction }: StaticHookArguments<User>): void {
    cachedRowsWritten('sessions', transaction)
  }

  static findByEmail(email: string) {
    return User.query().whereRaw('lower(email) = lower(?)', [email.trim()]).first()
  }
}
