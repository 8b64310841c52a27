import { defineRoute } from '../../defineRoute.ts'
import { listInbox } from '../../../services/support.ts'
import { presentAdminSupportConversation } from '../../../presenters/support.ts'
import { SupportConversationListQuery } from '../../../../shared/schemas/support.ts'

/** The support inbox: Premium conversations first, then those awaiting an answer. */
export const list = defineRoute({
  method: 'get',
  path: '/admin/support/conversations',
  access: 'admin',
  query: SupportConversationListQuery,
  async handle({ query }) {
    const { conversations, total } = await listInbox(query)
    return { data: conversations.map(presentAdminSupportConversation), meta: { total, page: query.page, per_page: query.per_page } }
  },
})
