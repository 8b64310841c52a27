import { BaseModel } from './BaseModel.ts'

/** A message captured by the outbox mailer (no SMTP_URL): read by the dev mailbox only. */
export class OutboxMessage extends BaseModel {
  declare id: number
  declare to_address: string
  declare subject: string
  declare text_body: string
  declare html_body: string
  declare code: string | null
  declare headers: Record<string, string> | null
  declare created_at: Date

  static override tableName = 'mail_outbox'

  /** Newest first, optionally only those sent to one address (case-insensitive). */
  static latest(limit: number, to?: string) {
    const query = OutboxMessage.query().orderBy('id', 'desc').limit(limit)
    return to ? query.whereRaw('lower(to_address) = lower(?)', [to.trim()]) : query
  }
}
