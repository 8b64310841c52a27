import { defineRoute } from '../defineRoute.ts'
import { revokeSession } from '../../services/sessions.ts'

export const logout = defineRoute({
  method: 'delete',
  path: '/auth/logout',
  access: 'customer',
  async handle({ app, actor }) {
    await revokeSession(app, actor.sessionId)
    return { data: { message: 'Logged out' } }
  },
})
