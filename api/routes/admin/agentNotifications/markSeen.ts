import { defineRoute } from '../../defineRoute.ts'
import { objectBody } from '../../auth/objectBody.ts'
import { adminWriteLimits } from '../../writeLimits.ts'
import { markAgentNotificationsSeen } from '../../../services/agentNotifications.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AgentNotificationCountsJson, MarkAgentNotificationsSeenBody } from '../../../../shared/schemas/agentNotifications.ts'

/** "Mark as seen": everything up to the newest item the admin was shown stops counting as new for them. */
export const markSeen = defineRoute({
  method: 'put',
  path: '/admin/agent_notifications/seen',
  access: 'admin',
  summary: 'Marks agent notifications seen up to an id, for the signed-in admin',
  response: dataEnvelope(AgentNotificationCountsJson),
  errors: [],
  body: objectBody(MarkAgentNotificationsSeenBody),
  rateLimits: adminWriteLimits('agent_notifications_seen'),
  async handle({ app, actor, body }) {
    return { data: await markAgentNotificationsSeen(app, actor.user, body.through_id) }
  },
})
