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
    const { firstTime } = await setNewPassword(app, actor, body, { userAgent })
    // A first password changes nothing the owner had: it is told as set, not as a change.
    const message = firstTime
      ? 'Your password was set. You can now log in with your e-mail and this password.'
      : 'Your password was changed. Every other device has been signed out.'
    return { data: null, message }
  },
})
