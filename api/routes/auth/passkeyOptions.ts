import { defineRoute } from '../defineRoute.ts'
import { passkeySignInOptions } from '../../services/passkeys/signIn.ts'
import { passkeyLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { PasskeySignInOptionsJson } from '../../../shared/schemas/passkeys.ts'

export const passkeyOptions = defineRoute({
  method: 'post',
  path: '/auth/passkey/options',
  access: 'public',
  summary: 'A one-time challenge to sign in with a passkey',
  response: dataEnvelope(PasskeySignInOptionsJson),
  errors: [],
  rateLimits: passkeyLimits,
  async handle({ app }) {
    return { data: await passkeySignInOptions(app) }
  },
})
