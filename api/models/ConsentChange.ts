import { BaseModel } from './BaseModel.ts'
import type { ConsentSource } from '../../shared/constants/emailPreferences.ts'
import type { ConsentKind } from '../../shared/constants/consents.ts'

/**
 * One opt-in or opt-out: what, when, where and the words shown there. Never changed, only added, but
 * for the restricted mark a deletion sets on what it keeps as proof (retain_until: its last day).
 */
export class ConsentChange extends BaseModel {
  declare id: number
  declare user_id: number
  declare kind: ConsentKind
  declare granted: boolean
  declare source: ConsentSource
  declare wording: string
  declare phone_number: string | null
  declare created_at: Date
  declare restricted_at: Date | null
  declare retain_until: string | null

  static override tableName = 'consent_changes'
}
