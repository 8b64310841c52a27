import type { OutboxMessage } from '../models/OutboxMessage.ts'

export interface OutboxMessageJson {
  id: number
  to: string
  subject: string
  text: string
  html: string
  code: string | null
  created_at: string
}

export function presentOutboxMessage(message: OutboxMessage): OutboxMessageJson {
  return {
    id: message.id,
    to: message.to_address,
    subject: message.subject,
    text: message.text_body,
    html: message.html_body,
    code: message.code,
    created_at: new Date(message.created_at).toISOString(),
  }
}
