import { byCaller, defineRoute } from '../defineRoute.ts'
import { openConversation, readCustomerConversation } from '../../services/support.ts'
import { presentSupportConversationDetail } from '../../presenters/support.ts'
import { CreateSupportConversationBody, SupportConversationDetailJson } from '../../../shared/schemas/support.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/** Opens a help conversation; Free customers get one (403 after that), Basic and Premium any number. */
export const create = defineRoute({
  method: 'post',
  path: '/support/conversations',
  access: 'customer',
  summary: 'Opens a help conversation',
  response: dataEnvelope(SupportConversationDetailJson),
  errors: ['forbidden', 'not_found'],
  status: 201,
  body: CreateSupportConversationBody,
  rateLimits: [{ name: 'support:conversations', limit: 20, windowSeconds: 3600, subject: byCaller }],
  async handle({ actor, body, app }) {
    const id = await openConversation(app, actor.user, body)
    return { data: presentSupportConversationDetail(await readCustomerConversation(actor.user, id)) }
  },
})
