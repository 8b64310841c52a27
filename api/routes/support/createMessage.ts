import { defineRoute } from '../defineRoute.ts'
import { postCustomerMessage } from '../../services/support.ts'
import { presentSupportMessage } from '../../presenters/support.ts'
import { SupportConversationParams, SupportMessageBody } from '../../../shared/schemas/support.ts'

/** A follow-up from the customer in their own conversation. */
export const createMessage = defineRoute({
  method: 'post',
  path: '/support/conversations/:id/messages',
  access: 'customer',
  status: 201,
  params: SupportConversationParams,
  body: SupportMessageBody,
  rateLimits: [{ name: 'support:messages', limit: 60, windowSeconds: 3600 }],
  async handle({ actor, params, body, app }) {
    const message = await postCustomerMessage(app, actor.user, params.id, body.body)
    const name = `${actor.user.first_name} ${actor.user.last_name}`.trim() || actor.user.email
    return { data: presentSupportMessage(message, name) }
  },
})
