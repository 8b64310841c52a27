import { BaseModel } from './BaseModel.ts'
import type { SecurityEventKind } from '../../shared/schemas/securityLog.ts'

/** One line of a person's security log: a sign-in, a failure, a change to who they are, a session's end. */
export class SecurityEvent extends BaseModel {
  declare id: number
  declare user_id: number
  declare kind: SecurityEventKind
  /** Sign-ins only: whether the browser had never signed in to this account before. */
  declare new_device: boolean | null
  declare browser: string | null
  declare os: string | null
  declare created_at: Date

  static override tableName = 'security_events'
}
