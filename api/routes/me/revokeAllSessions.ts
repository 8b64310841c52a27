import { defineRoute } from '../defineRoute.ts'
import { signOutEverywhere } from '../../services/signOut.ts'
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
  async handle({ app, actor, userAgent }) {
    await signOutEverywhere(app, actor, { userAgent })
    return { data: null, message: 'You have been signed out on every device.' }
  },
})
