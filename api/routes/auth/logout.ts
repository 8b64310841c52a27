import { defineRoute } from '../defineRoute.ts'
import { revokeSession } from '../../services/sessions.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { MessageJson } from '../../../shared/schemas/account.ts'

export const logout = defineRoute({
  method: 'delete',
  path: '/auth/logout',
  access: 'customer',
  summary: 'Signs out this session',
  response: dataEnvelope(MessageJson),
  errors: [],
  async handle({ app, actor }) {
    await revokeSession(app, actor.sessionId)
    return { data: { message: 'Logged out' } }
  },
})
