import { defineRoute } from '../defineRoute.ts'
import { VerifyBody, VerifiedResponse } from '../../../shared/schemas/auth.ts'
import { verifyEmail } from '../../services/emailVerification.ts'
import { presentUser } from '../../presenters/user.ts'
import { objectBody } from './objectBody.ts'
import { verifyLimits } from './rateLimits.ts'

export const verify = defineRoute({
  method: 'post',
  path: '/auth/verify',
  access: 'public',
  summary: 'Confirms an e-mail address with its code and signs in',
  response: VerifiedResponse,
  errors: [],
  body: objectBody(VerifyBody),
  rateLimits: verifyLimits,
  async handle({ app, body, ip, userAgent, device }) {
    const { token, user } = await verifyEmail(app, { email: body.email, code: body.password }, { ip, userAgent, deviceToken: device.token })
    // The spec's client reads the token at the top level; the envelope carries it too.
    return { token, data: { token, user: presentUser(user) } }
  },
})
