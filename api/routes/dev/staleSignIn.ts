import { defineRoute } from '../defineRoute.ts'
import { markAuthenticated, RECENT_AUTH_MINUTES } from '../../services/recentAuth.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'

/**
 * Dates this session's sign-in back past the 5 minutes a change of e-mail, password or an export
 * trusts, so the password prompt can be tried without waiting; absent from production.
 */
export const staleSignIn = defineRoute({
  method: 'post',
  path: '/dev/stale_sign_in',
  access: 'customer',
  summary: 'Makes this session\'s sign-in older than 5 minutes (development only)',
  response: MessageResponse,
  errors: ['not_found'],
  devOnly: true,
  rateLimits: actionLimits('dev:stale_sign_in'),
  async handle({ app, actor }) {
    const stale = new Date(app.now().getTime() - (RECENT_AUTH_MINUTES * 60 + 1) * 1000)
    await markAuthenticated(app, actor.sessionId, stale)
    return { data: null, message: 'This session now needs the password again for sensitive changes.' }
  },
})
