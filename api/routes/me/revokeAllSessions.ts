import { defineRoute } from '../defineRoute.ts'
import { revokeAllSessions as endEverySession } from '../../services/sessions.ts'
import { accountWriteLimits } from './rateLimits.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'

/** "Sign out everywhere": this device too, so the client forgets its token afterwards. */
export const revokeAllSessions = defineRoute({
  method: 'post',
  path: '/me/sessions/revoke_all',
  access: 'customer',
  summary: 'Signs out on every device',
  response: MessageResponse,
  errors: [],
  rateLimits: accountWriteLimits,
  async handle({ app, actor }) {
    await endEverySession(app, actor.user.id)
    return { data: null, message: 'You have been signed out on every device.' }
  },
})
