import { defineRoute } from '../../defineRoute.ts'
import { startTotpSetup } from '../../../services/secondFactor/setup.ts'
import { accountWriteLimits } from '../rateLimits.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { TotpSetupJson } from '../../../../shared/schemas/secondFactor.ts'

/** A new secret for an authenticator app, shown this once (as text and as a QR code made in the browser). */
export const startTotp = defineRoute({
  method: 'post',
  path: '/me/second_factor/totp',
  access: 'customer',
  summary: 'Starts setting up an authenticator app: its secret and otpauth URI, given once',
  response: dataEnvelope(TotpSetupJson),
  errors: ['reauthentication_required', 'conflict'],
  rateLimits: accountWriteLimits,
  async handle({ app, actor }) {
    return { data: await startTotpSetup(app, actor) }
  },
})
