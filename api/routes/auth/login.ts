import { defineRoute } from '../defineRoute.ts'
import { LoginBody, AuthJson } from '../../../shared/schemas/auth.ts'
import { logIn } from '../../services/accounts.ts'
import { presentUser } from '../../presenters/user.ts'
import { objectBody } from './objectBody.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { loginLimits } from './rateLimits.ts'

export const login = defineRoute({
  method: 'post',
  path: '/auth/login',
  access: 'public',
  summary: 'Signs in with e-mail and password, and the authenticator app’s code when the account has one',
  response: dataEnvelope(AuthJson),
  errors: ['rate_limited', 'forbidden', 'sign_in_code_required', 'second_factor_required'],
  rateLimits: loginLimits,
  body: objectBody(LoginBody),
  async handle({ app, body, ip, userAgent, mayUseDevTools, device }) {
    const { token, user, deviceToken } = await logIn(app, body, { ip, userAgent, deviceToken: device.token, mayUseDevTools })
    device.remember(deviceToken)
    return { data: { token, user: presentUser(user) } }
  },
})
