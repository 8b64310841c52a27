import { BaseModel } from './BaseModel.ts'

/** An account's authenticator app: its secret, sealed (api/security/secretBox.ts), never sent again after setup. */
export class TotpAuthenticator extends BaseModel {
  declare user_id: number
  declare secret_ciphertext: string
  declare created_at: Date
  /** Null until the person types a code back from the app. */
  declare confirmed_at: Date | null
  declare last_used_at: Date | null
  /** The newest 30-second step a code was accepted for; it and older steps are refused. */
  declare last_time_step: number | null

  static override tableName = 'totp_authenticators'
  static override idColumn = 'user_id'

  static findConfirmed(userId: number) {
    return TotpAuthenticator.query().findById(userId).whereNotNull('confirmed_at')
  }
}
