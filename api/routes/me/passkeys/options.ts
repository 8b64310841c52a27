import { defineRoute } from '../../defineRoute.ts'
import { passkeyRegistrationOptions } from '../../../services/passkeys/registration.ts'
import { accountWriteLimits } from '../rateLimits.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { PasskeyRegistrationOptionsJson } from '../../../../shared/schemas/passkeys.ts'

export const passkeyOptions = defineRoute({
  method: 'post',
  path: '/me/passkeys/options',
  access: 'customer',
  summary: 'Starts adding a passkey: the options for the browser’s authenticator, with a one-time challenge',
  response: dataEnvelope(PasskeyRegistrationOptionsJson),
  errors: ['reauthentication_required'],
  rateLimits: accountWriteLimits,
  async handle({ app, actor }) {
    return { data: await passkeyRegistrationOptions(app, actor) }
  },
})
