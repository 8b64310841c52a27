import { BaseModel } from './BaseModel.ts'

export class Session extends BaseModel {
  declare id: string
  declare user_id: number
  declare created_at: Date
  declare expires_at: Date
  /** When the owner last proved who they are on this session (signing in, or again: api/services/recentAuth.ts). */
  declare authenticated_at: Date
  declare revoked_at: Date | null
  /** When the session passed a second factor; null for a password alone (api/services/secondFactor/). */
  declare second_factor_at: Date | null

  static override tableName = 'sessions'

}
