import { BaseModel } from './BaseModel.ts'

export class Job extends BaseModel {
  declare id: number
  declare kind: string
  /** queued → done; or dead after its last attempt (an admin may retry it); canceled with its subscription. */
  declare state: 'queued' | 'done' | 'dead' | 'canceled'
  declare payload: Record<string, unknown>
  declare run_at: Date
  declare attempts: number
  declare locked_until: Date | null
  declare last_error: string | null
  declare finished_at: Date | null
  declare dedupe_key: string | null
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'jobs'
}
