import { defineRoute } from '../../defineRoute.ts'
import { replyAsAdmin } from '../../../services/support.ts'
import { presentSupportMessage } from '../../../presenters/support.ts'
import { SupportConversationParams, SupportMessageBody, SupportMessageJson } from '../../../../shared/schemas/support.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

/** An admin's answer; the customer is e-mailed once it is saved. */
export const reply = defineRoute({
  method: 'post',
  path: '/admin/support/conversations/:id/messages',
  access: 'admin',
  summary: 'Answers a customer\'s conversation',
  response: dataEnvelope(SupportMessageJson),
  errors: ['not_found', 'forbidden'],
  rateLimits: adminWriteLimits('support:reply'),
  status: 201,
  params: SupportConversationParams,
  body: SupportMessageBody,
  async handle({ actor, params, body, app }) {
    const message = await replyAsAdmin(app, actor.user, params.id, body.body)
    return { data: presentSupportMessage(message, '') }
  },
})
