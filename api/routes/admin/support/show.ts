import { defineRoute } from '../../defineRoute.ts'
import { readConversationAsAdmin } from '../../../services/support.ts'
import { presentAdminSupportConversationDetail } from '../../../presenters/support.ts'
import { SupportConversationParams } from '../../../../shared/schemas/support.ts'

export const show = defineRoute({
  method: 'get',
  path: '/admin/support/conversations/:id',
  access: 'admin',
  params: SupportConversationParams,
  async handle({ params }) {
    return { data: presentAdminSupportConversationDetail(await readConversationAsAdmin(params.id)) }
  },
})
