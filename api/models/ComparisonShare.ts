import { BaseModel } from './BaseModel.ts'

/** A read-only link to a request's offer comparison; the token itself is never stored. */
export class ComparisonShare extends BaseModel {
  static override tableName = 'comparison_shares'

  declare id: number
  declare insurance_request_id: number
  declare created_by_user_id: number
  declare token_hash: string
  declare created_at: Date
  declare expires_at: Date
  declare revoked_at: Date | null
}
