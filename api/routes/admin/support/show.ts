import { defineRoute } from '../../defineRoute.ts'
import { readConversationAsAdmin } from '../../../services/support.ts'
import { presentAdminSupportConversationDetail } from '../../../presenters/support.ts'
import { SupportConversationParams, AdminSupportConversationDetailJson } from '../../../../shared/schemas/support.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

export const show = defineRoute({
  method: 'get',
  path: '/admin/support/conversations/:id',
  access: 'admin',
  summary: 'One conversation with every message',
  response: dataEnvelope(AdminSupportConversationDetailJson),
  errors: ['not_found'],
  params: SupportConversationParams,
  async handle({ params }) {
    return { data: presentAdminSupportConversationDetail(await readConversationAsAdmin(params.id)) }
  },
})
