import { defineRoute } from '../defineRoute.ts'
import { AuthJson } from '../../../shared/schemas/auth.ts'
import { PasskeySignInBody } from '../../../shared/schemas/passkeys.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { signInWithPasskey } from '../../services/passkeys/signIn.ts'
import { presentUser } from '../../presenters/user.ts'
import { objectBody } from './objectBody.ts'
import { passkeyLimits } from './rateLimits.ts'

export const passkeyLogin = defineRoute({
  method: 'post',
  path: '/auth/passkey',
  access: 'public',
  summary: 'Signs in with a passkey instead of a password',
  response: dataEnvelope(AuthJson),
  errors: [],
  body: objectBody(PasskeySignInBody),
  rateLimits: passkeyLimits,
  async handle({ app, body, userAgent, mayUseDevTools, device }) {
    const { token, user, deviceToken } = await signInWithPasskey(app, body, { userAgent, deviceToken: device.token, mayUseDevTools })
    device.remember(deviceToken)
    return { data: { token, user: presentUser(user) } }
  },
})
