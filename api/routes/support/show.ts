import { defineRoute } from '../defineRoute.ts'
import { readCustomerConversation } from '../../services/support.ts'
import { presentSupportConversationDetail } from '../../presenters/support.ts'
import { SupportConversationParams } from '../../../shared/schemas/support.ts'

/** One of the customer's conversations with every message; reading it clears its unread marker. */
export const show = defineRoute({
  method: 'get',
  path: '/support/conversations/:id',
  access: 'customer',
  params: SupportConversationParams,
  async handle({ actor, params }) {
    return { data: presentSupportConversationDetail(await readCustomerConversation(actor.user, params.id)) }
  },
})
