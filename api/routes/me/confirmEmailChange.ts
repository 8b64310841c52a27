import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { ConfirmEmailBody } from '../../../shared/schemas/account.ts'
import { confirmEmailChange as applyChange } from '../../services/profile.ts'
import { presentUser } from '../../presenters/user.ts'
import { emailConfirmLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { UserJson } from '../../../shared/schemas/auth.ts'

export const confirmEmailChange = defineRoute({
  method: 'post',
  path: '/me/email/confirm',
  access: 'customer',
  summary: 'Confirms the new e-mail address with its code',
  response: dataEnvelope(UserJson),
  errors: ['conflict'],
  body: objectBody(ConfirmEmailBody),
  rateLimits: emailConfirmLimits,
  async handle({ app, actor, body, ip, userAgent }) {
    return { data: presentUser(await applyChange(app, actor.user, { code: body.code, address: ip }, { userAgent })) }
  },
})
