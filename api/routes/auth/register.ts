import { defineRoute } from '../defineRoute.ts'
import { RegisterBody, AuthJson } from '../../../shared/schemas/auth.ts'
import { registerAccount } from '../../services/accounts.ts'
import { presentUser } from '../../presenters/user.ts'
import { objectBody } from './objectBody.ts'
import { registerLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

export const register = defineRoute({
  method: 'post',
  path: '/auth/register',
  access: 'public',
  summary: 'Creates an account',
  response: dataEnvelope(AuthJson),
  errors: ['conflict'],
  status: 201,
  body: objectBody(RegisterBody),
  rateLimits: registerLimits,
  async handle({ app, body }) {
    const { token, user } = await registerAccount(app, body)
    return { data: { token, user: presentUser(user) } }
  },
})
