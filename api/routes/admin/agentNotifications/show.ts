import { defineRoute } from '../../defineRoute.ts'
import { unseenAgentNotifications } from '../../../services/agentNotifications.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AgentNotificationCountsJson } from '../../../../shared/schemas/agentNotifications.ts'

/** The count on /admin: new requests, re-quotes and Premium help messages this admin has not marked seen. */
export const show = defineRoute({
  method: 'get',
  path: '/admin/agent_notifications',
  access: 'admin',
  summary: "What the signed-in admin has not seen yet: new requests, re-quotes and Premium customers' help messages",
  response: dataEnvelope(AgentNotificationCountsJson),
  errors: [],
  async handle({ app, actor }) {
    return { data: await unseenAgentNotifications(app, actor.user) }
  },
})
