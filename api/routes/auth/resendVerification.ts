import { defineRoute } from '../defineRoute.ts'
import { EmailOnlyBody } from '../../../shared/schemas/auth.ts'
import { resendVerificationCode } from '../../services/emailVerification.ts'
import { objectBody } from './objectBody.ts'
import { resendLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { MessageJson } from '../../../shared/schemas/account.ts'

const RESEND_MESSAGE = 'A new verification code has been sent to your email.'

export const resendVerification = defineRoute({
  method: 'post',
  path: '/auth/resend_verification',
  access: 'public',
  summary: 'Sends a new verification code',
  response: dataEnvelope(MessageJson),
  errors: [],
  body: objectBody(EmailOnlyBody),
  rateLimits: resendLimits,
  async handle({ app, body }) {
    await resendVerificationCode(app, body.email)
    return { data: { message: RESEND_MESSAGE } }
  },
})
