import { BaseModel } from './BaseModel.ts'

/** One of the ten single-use codes that stand in for a lost authenticator app; only its keyed hash is kept. */
export class RecoveryCode extends BaseModel {
  declare id: number
  declare user_id: number
  declare code_hash: string
  declare used_at: Date | null

  static override tableName = 'recovery_codes'
}
