import { defineRoute } from '../defineRoute.ts'
import { readCustomerConversation } from '../../services/support.ts'
import { presentSupportConversationDetail } from '../../presenters/support.ts'
import { SupportConversationParams, SupportConversationDetailJson } from '../../../shared/schemas/support.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/** One of the customer's conversations with every message; reading it clears its unread marker. */
export const show = defineRoute({
  method: 'get',
  path: '/support/conversations/:id',
  access: 'customer',
  summary: 'One own conversation with every message',
  response: dataEnvelope(SupportConversationDetailJson),
  errors: ['not_found'],
  params: SupportConversationParams,
  async handle({ actor, params }) {
    return { data: presentSupportConversationDetail(await readCustomerConversation(actor.user, params.id)) }
  },
})
