import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { ReauthenticateBody } from '../../../shared/schemas/account.ts'
import { reauthenticateWithPassword } from '../../services/recentAuth.ts'
import { passwordCheckLimits } from './rateLimits.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'

/** Proves the owner again, so this session may change e-mail or password or export for a few minutes. */
export const reauthenticate = defineRoute({
  method: 'post',
  path: '/me/reauthenticate',
  access: 'customer',
  summary: 'Confirms the password again before a sensitive change',
  response: MessageResponse,
  errors: [],
  body: objectBody(ReauthenticateBody),
  rateLimits: passwordCheckLimits,
  async handle({ app, actor, body, userAgent }) {
    await reauthenticateWithPassword(app, actor, body.password, { userAgent })
    return { data: null, message: 'Thank you. You can continue.' }
  },
})
