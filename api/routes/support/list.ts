import { defineRoute } from '../defineRoute.ts'
import { listCustomerConversations } from '../../services/support.ts'
import { presentSupportConversation } from '../../presenters/support.ts'
import { SupportConversationListQuery, SupportConversationJson } from '../../../shared/schemas/support.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'

/** The customer's own conversations, newest activity first, each with its unread flag. */
export const list = defineRoute({
  method: 'get',
  path: '/support/conversations',
  access: 'customer',
  summary: 'The customer\'s conversations',
  response: listEnvelope(SupportConversationJson),
  errors: [],
  query: SupportConversationListQuery,
  async handle({ actor, query }) {
    const { results, meta } = await listCustomerConversations(actor.user, query)
    return { data: results.map(presentSupportConversation), meta }
  },
})
