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
  errors: ['reauthentication_required'],
  body: objectBody(ChangePasswordBody),
  rateLimits: passwordCheckLimits,
  async handle({ app, actor, body, userAgent }) {
    await setNewPassword(app, actor, body, { userAgent })
    return { data: null, message: 'Your password was changed. Every other device has been signed out.' }
  },
})
