import { defineRoute } from '../defineRoute.ts'
import { EmailOnlyBody } from '../../../shared/schemas/auth.ts'
import { resendVerificationCode } from '../../services/emailVerification.ts'
import { objectBody } from './objectBody.ts'
import { resendLimits } from './rateLimits.ts'

export const RESEND_MESSAGE = 'A new verification code has been sent to your email.'

export const resendVerification = defineRoute({
  method: 'post',
  path: '/auth/resend_verification',
  access: 'public',
  body: objectBody(EmailOnlyBody),
  rateLimits: resendLimits,
  async handle({ app, body }) {
    await resendVerificationCode(app, body.email)
    return { data: { message: RESEND_MESSAGE } }
  },
})
