import { BaseModel } from './BaseModel.ts'

export class Job extends BaseModel {
  declare id: number
  declare kind: string
  /**
   * queued → running (claimed: `owner` and a lease) → done, or queued again to retry; dead after its
   * last attempt (an admin may retry it); canceled with its subscription or account, even mid-run.
   */
  declare state: 'queued' | 'running' | 'done' | 'dead' | 'canceled'
  declare payload: Record<string, unknown>
  declare run_at: Date
  declare attempts: number
  declare locked_until: Date | null
  /** The token of the claim running it; every write that ends a run checks it. */
  declare owner: string | null
  declare last_error: string | null
  declare finished_at: Date | null
  declare dedupe_key: string | null
  declare created_at: Date
  declare updated_at: Date

  static override tableName = 'jobs'
}
