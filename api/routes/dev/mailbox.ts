import { z } from 'zod'
import { defineRoute } from '../defineRoute.ts'
import { OutboxMessage } from '../../models/OutboxMessage.ts'
import { presentOutboxMessage } from '../../presenters/outboxMessage.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'
import { OutboxMessageJson } from '../../../shared/schemas/mailbox.ts'
import { line } from '../../../shared/schemas/fields.ts'

const MAILBOX_LIMIT = 50

const MailboxQuery = z.object({
  to: line('Please enter a valid email address').max(254, 'Must be 254 characters or fewer').optional(),
})

/** The captured outbox, for developers and browser tests; absent from production builds of the router. */
export const mailbox = defineRoute({
  method: 'get',
  path: '/dev/mailbox',
  access: 'public',
  summary: 'The captured outbox (development only)',
  response: collectionEnvelope(OutboxMessageJson),
  errors: ['not_found'],
  devOnly: true,
  query: MailboxQuery,
  async handle({ query }) {
    const messages = await OutboxMessage.latest(MAILBOX_LIMIT, query.to || undefined)
    return { data: messages.map(presentOutboxMessage) }
  },
})
