import { byCaller, defineRoute } from '../defineRoute.ts'
import { postCustomerMessage } from '../../services/support.ts'
import { presentSupportMessage } from '../../presenters/support.ts'
import { SupportConversationParams, SupportMessageBody, SupportMessageJson } from '../../../shared/schemas/support.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/** A follow-up from the customer in their own conversation. */
export const createMessage = defineRoute({
  method: 'post',
  path: '/support/conversations/:id/messages',
  access: 'customer',
  summary: 'Adds a message to an own conversation',
  response: dataEnvelope(SupportMessageJson),
  errors: ['not_found', 'forbidden'],
  status: 201,
  params: SupportConversationParams,
  body: SupportMessageBody,
  rateLimits: [{ name: 'support:messages', limit: 60, windowSeconds: 3600, subject: byCaller }],
  async handle({ actor, params, body, app }) {
    const message = await postCustomerMessage(app, actor.user, params.id, body.body)
    const name = `${actor.user.first_name} ${actor.user.last_name}`.trim() || actor.user.email
    return { data: presentSupportMessage(message, name) }
  },
})
