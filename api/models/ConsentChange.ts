import { BaseModel } from './BaseModel.ts'
import type { ConsentSource, EmailKind } from '../../shared/constants/emailPreferences.ts'

/** One opt-in or opt-out: what, when, where and the words shown there. Never updated, only added. */
export class ConsentChange extends BaseModel {
  declare id: number
  declare user_id: number
  declare kind: EmailKind
  declare granted: boolean
  declare source: ConsentSource
  declare wording: string
  declare created_at: Date

  static override tableName = 'consent_changes'
}
