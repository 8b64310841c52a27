import type { OutboxMessage } from '../models/OutboxMessage.ts'
import type { OutboxMessageJson } from '../../shared/schemas/mailbox.ts'

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
