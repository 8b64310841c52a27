import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { ChangePasswordBody } from '../../../shared/schemas/account.ts'
import { changePassword as setNewPassword } from '../../services/profile.ts'
import { passwordCheckLimits } from './rateLimits.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'

export const changePassword = defineRoute({
  method: 'put',
  path: '/me/password',
  access: 'customer',
  summary: 'Changes the password and signs out every other device',
  response: MessageResponse,
  errors: [],
  body: objectBody(ChangePasswordBody),
  rateLimits: passwordCheckLimits,
  async handle({ app, actor, body }) {
    await setNewPassword(app, actor.user, actor.sessionId, body)
    return { data: null, message: 'Your password was changed. Every other device has been signed out.' }
  },
})
