import { defineRoute } from '../defineRoute.ts'
import { LoginBody } from '../../../shared/schemas/auth.ts'
import { logIn } from '../../services/accounts.ts'
import { presentUser } from '../../presenters/user.ts'
import { objectBody } from './objectBody.ts'
import { loginLimits } from './rateLimits.ts'

export const login = defineRoute({
  method: 'post',
  path: '/auth/login',
  access: 'public',
  body: objectBody(LoginBody),
  rateLimits: loginLimits,
  async handle({ app, body }) {
    const { token, user } = await logIn(app, body)
    return { data: { token, user: presentUser(user) } }
  },
})
