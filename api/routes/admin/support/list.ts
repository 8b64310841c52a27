import { defineRoute } from '../../defineRoute.ts'
import { listInbox } from '../../../services/support.ts'
import { presentAdminSupportConversation } from '../../../presenters/support.ts'
import { SupportConversationListQuery, AdminSupportConversationJson } from '../../../../shared/schemas/support.ts'
import { listEnvelope } from '../../../../shared/schemas/envelope.ts'

/** The support inbox: Premium conversations first, then those awaiting an answer. */
export const list = defineRoute({
  method: 'get',
  path: '/admin/support/conversations',
  access: 'admin',
  summary: 'The support inbox',
  response: listEnvelope(AdminSupportConversationJson),
  errors: [],
  query: SupportConversationListQuery,
  async handle({ query }) {
    const { results, meta } = await listInbox(query)
    return { data: results.map(presentAdminSupportConversation), meta }
  },
})
