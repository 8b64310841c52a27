import { defineRoute } from '../../defineRoute.ts'
import { objectBody } from '../../auth/objectBody.ts'
import { confirmTotpSetup } from '../../../services/secondFactor/setup.ts'
import { secondFactorCodeLimits } from '../rateLimits.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { ConfirmTotpBody, RecoveryCodesJson } from '../../../../shared/schemas/secondFactor.ts'

/** The app's first code: from now on it is asked at sign-in. Answers the ten recovery codes, once. */
export const confirmTotp = defineRoute({
  method: 'post',
  path: '/me/second_factor/totp/confirm',
  access: 'customer',
  summary: 'Confirms the authenticator app with its code; answers ten single-use recovery codes, shown once',
  response: messageEnvelope(RecoveryCodesJson),
  errors: ['reauthentication_required', 'conflict'],
  body: objectBody(ConfirmTotpBody),
  rateLimits: secondFactorCodeLimits,
  async handle({ app, actor, body, userAgent }) {
    const codes = await confirmTotpSetup(app, actor, body.code, { userAgent })
    return { data: { recovery_codes: codes }, message: 'Your authenticator app is set up.' }
  },
})
