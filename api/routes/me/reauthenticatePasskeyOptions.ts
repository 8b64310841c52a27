import { defineRoute } from '../defineRoute.ts'
import { passkeyReauthenticationOptions } from '../../services/passkeys/reauthentication.ts'
import { accountWriteLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { PasskeySignInOptionsJson } from '../../../shared/schemas/passkeys.ts'

export const reauthenticatePasskeyOptions = defineRoute({
  method: 'post',
  path: '/me/reauthenticate/passkey/options',
  access: 'customer',
  summary: 'A one-time challenge for one of the account’s passkeys, to confirm it’s you instead of the password',
  response: dataEnvelope(PasskeySignInOptionsJson),
  errors: ['conflict'],
  rateLimits: accountWriteLimits,
  async handle({ app, actor }) {
    return { data: await passkeyReauthenticationOptions(app, actor) }
  },
})
