import { defineRoute } from '../defineRoute.ts'
import { ResetPasswordBody, AuthJson } from '../../../shared/schemas/auth.ts'
import { resetPassword as resetWithCode } from '../../services/passwordReset.ts'
import { presentUser } from '../../presenters/user.ts'
import { objectBody } from './objectBody.ts'
import { resetLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

export const resetPassword = defineRoute({
  method: 'post',
  path: '/auth/password/reset',
  access: 'public',
  summary: 'Sets a new password with the e-mailed code',
  response: dataEnvelope(AuthJson),
  errors: ['second_factor_required'],
  body: objectBody(ResetPasswordBody),
  rateLimits: resetLimits,
  async handle({ app, body, ip, userAgent, device }) {
    const { token, user, deviceToken } = await resetWithCode(app, body, { ip, userAgent })
    device.remember(deviceToken)
    return { data: { token, user: presentUser(user) } }
  },
})
