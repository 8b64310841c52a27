import { BaseModel } from './BaseModel.ts'

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email' | 'sign_in'

export class OneTimeCode extends BaseModel {
  declare id: number
  declare user_id: number
  declare purpose: CodePurpose
  declare code_hash: string
  /** The address an e-mail change moves to, once its code comes back (change_email only). */
  declare new_email: string | null
  declare expires_at: Date
  declare consumed_at: Date | null
  declare created_at: Date

  static override tableName = 'one_time_codes'

  /** The code still waiting to be used for this purpose (at most one, by a partial unique index). */
  static findLive(userId: number, purpose: CodePurpose) {
    return OneTimeCode.query().where({ user_id: userId, purpose }).whereNull('consumed_at').first()
  }
}
