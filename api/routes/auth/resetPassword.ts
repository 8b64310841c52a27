import { defineRoute } from '../defineRoute.ts'
import { ResetPasswordBody } from '../../../shared/schemas/auth.ts'
import { resetPassword as resetWithCode } from '../../services/passwordReset.ts'
import { presentUser } from '../../presenters/user.ts'
import { objectBody } from './objectBody.ts'
import { resetLimits } from './rateLimits.ts'

export const resetPassword = defineRoute({
  method: 'post',
  path: '/auth/password/reset',
  access: 'public',
  body: objectBody(ResetPasswordBody),
  rateLimits: resetLimits,
  async handle({ app, body }) {
    const { token, user } = await resetWithCode(app, body)
    return { data: { token, user: presentUser(user) } }
  },
})
