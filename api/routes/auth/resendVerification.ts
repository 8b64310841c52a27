import { defineRoute } from '../defineRoute.ts'
import { EmailOnlyBody } from '../../../shared/schemas/auth.ts'
import { resendVerificationCode } from '../../services/emailVerification.ts'
import { objectBody } from './objectBody.ts'
import { resendLimits } from './rateLimits.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'

const RESEND_MESSAGE = 'A new verification code has been sent to your email.'

export const resendVerification = defineRoute({
  method: 'post',
  path: '/auth/resend_verification',
  access: 'public',
  summary: 'Sends a new verification code',
  response: MessageResponse,
  errors: [],
  body: objectBody(EmailOnlyBody),
  rateLimits: resendLimits,
  async handle({ app, body }) {
    await resendVerificationCode(app, body.email)
    return { data: null, message: RESEND_MESSAGE }
  },
})
