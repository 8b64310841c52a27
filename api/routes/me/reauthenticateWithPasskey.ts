import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { reauthenticateWithPasskey as reauthenticate } from '../../services/passkeys/reauthentication.ts'
import { passwordCheckLimits } from './rateLimits.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'
import { PasskeySignInBody } from '../../../shared/schemas/passkeys.ts'

/** Like POST /me/reauthenticate, with a passkey's signed answer for the password; failures count together. */
export const reauthenticateWithPasskey = defineRoute({
  method: 'post',
  path: '/me/reauthenticate/passkey',
  access: 'customer',
  summary: 'Confirms it’s you with a passkey before a sensitive change',
  response: MessageResponse,
  errors: [],
  body: objectBody(PasskeySignInBody),
  rateLimits: passwordCheckLimits,
  async handle({ app, actor, body, userAgent }) {
    await reauthenticate(app, actor, body, { userAgent })
    return { data: null, message: 'Thank you. You can continue.' }
  },
})
