import { defineRoute } from '../defineRoute.ts'
import { EmailOnlyBody } from '../../../shared/schemas/auth.ts'
import { sendPasswordResetCode } from '../../services/passwordReset.ts'
import { objectBody } from './objectBody.ts'
import { forgotLimits } from './rateLimits.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'

const FORGOT_MESSAGE = 'If an account exists for that email, we have sent a code to reset its password.'

export const forgotPassword = defineRoute({
  method: 'post',
  path: '/auth/password/forgot',
  access: 'public',
  summary: 'Sends a password reset code',
  response: MessageResponse,
  errors: [],
  body: objectBody(EmailOnlyBody),
  rateLimits: forgotLimits,
  async handle({ app, body }) {
    await sendPasswordResetCode(app, body.email)
    return { data: null, message: FORGOT_MESSAGE }
  },
})
