import { BaseModel } from './BaseModel.ts'
import type { ConsentSource } from '../../shared/constants/emailPreferences.ts'
import type { ConsentKind } from '../../shared/constants/consents.ts'

/** One opt-in or opt-out: what, when, where and the words shown there. Never updated, only added. */
export class ConsentChange extends BaseModel {
  declare id: number
  declare user_id: number
  declare kind: ConsentKind
  declare granted: boolean
  declare source: ConsentSource
  declare wording: string
  declare phone_number: string | null
  declare created_at: Date

  static override tableName = 'consent_changes'
}
