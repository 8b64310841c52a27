import { defineRoute } from '../../defineRoute.ts'
import { renewRecoveryCodes as renewCodes } from '../../../services/secondFactor/setup.ts'
import { accountWriteLimits } from '../rateLimits.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { RecoveryCodesJson } from '../../../../shared/schemas/secondFactor.ts'

/** Ten new recovery codes, shown once; the old ones stop working. The authenticator app stays. */
export const renewRecoveryCodes = defineRoute({
  method: 'post',
  path: '/me/second_factor/recovery_codes',
  access: 'customer',
  summary: 'Replaces the recovery codes with ten new ones, shown once; the old ones stop working',
  response: messageEnvelope(RecoveryCodesJson),
  errors: ['reauthentication_required', 'conflict'],
  rateLimits: accountWriteLimits,
  async handle({ app, actor, userAgent }) {
    const codes = await renewCodes(app, actor, { userAgent })
    return { data: { recovery_codes: codes }, message: 'Your new recovery codes are ready. The old ones no longer work.' }
  },
})
