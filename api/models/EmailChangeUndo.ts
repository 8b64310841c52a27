import { BaseModel } from './BaseModel.ts'

/** The old address's way back after an e-mail change: single use, for 7 days. */
export class EmailChangeUndo extends BaseModel {
  declare id: number
  declare user_id: number
  declare old_email: string
  declare new_email: string
  declare created_at: Date
  declare expires_at: Date
  declare used_at: Date | null

  static override tableName = 'email_change_undos'
}
