import { defineRoute } from '../../defineRoute.ts'
import { objectBody } from '../../auth/objectBody.ts'
import { addPasskey } from '../../../services/passkeys/registration.ts'
import { presentPasskey } from '../../../presenters/passkey.ts'
import { accountWriteLimits } from '../rateLimits.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { PasskeyJson, RegisterPasskeyBody } from '../../../../shared/schemas/passkeys.ts'

export const createPasskey = defineRoute({
  method: 'post',
  path: '/me/passkeys',
  access: 'customer',
  status: 201,
  summary: 'Adds a passkey from the authenticator’s answer to the latest options',
  response: messageEnvelope(PasskeyJson),
  errors: ['reauthentication_required', 'conflict'],
  body: objectBody(RegisterPasskeyBody),
  rateLimits: accountWriteLimits,
  async handle({ app, actor, body, userAgent }) {
    const passkey = await addPasskey(app, actor, body.response, { userAgent })
    return { data: presentPasskey(passkey), message: 'Your passkey has been added.' }
  },
})
