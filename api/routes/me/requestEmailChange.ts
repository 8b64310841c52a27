import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { ChangeEmailBody } from '../../../shared/schemas/account.ts'
import { requestEmailChange as sendChangeCode } from '../../services/profile.ts'
import { emailChangeLimits } from './rateLimits.ts'
import { MessageResponse } from '../../../shared/schemas/envelope.ts'

export const requestEmailChange = defineRoute({
  method: 'post',
  path: '/me/email',
  access: 'customer',
  summary: 'E-mails a code to a new address',
  response: MessageResponse,
  errors: ['conflict', 'reauthentication_required'],
  status: 202,
  body: objectBody(ChangeEmailBody),
  rateLimits: emailChangeLimits,
  async handle({ app, actor, body }) {
    await sendChangeCode(app, actor, body.email)
    return { data: null, message: `We sent a code to ${body.email}. Enter it to change your e-mail address.` }
  },
})
