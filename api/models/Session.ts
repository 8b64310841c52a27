import { Model } from 'objection'

export class Session extends Model {
  declare id: string
  declare user_id: number
  declare created_at: Date
  declare expires_at: Date
  declare revoked_at: Date | null

  static override tableName = 'sessions'
}
