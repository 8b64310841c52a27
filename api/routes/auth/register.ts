import { defineRoute } from '../defineRoute.ts'
import { RegisterBody, RegistrationPendingJson } from '../../../shared/schemas/auth.ts'
import { registerAccount } from '../../services/accounts.ts'
import { objectBody } from './objectBody.ts'
import { registerLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/**
 * One answer for a new and a known address (issue #31: a 409 told anyone who has an account): the
 * code to verify the address, or for a known one an e-mail to its owner, follows by e-mail.
 */
export const register = defineRoute({
  method: 'post',
  path: '/auth/register',
  access: 'public',
  summary: 'Creates an account and e-mails a code to verify it (the same answer for a known address)',
  response: dataEnvelope(RegistrationPendingJson),
  errors: [],
  status: 202,
  body: objectBody(RegisterBody),
  rateLimits: registerLimits,
  async handle({ app, body }) {
    await registerAccount(app, body)
    return { data: { requires_verification: true as const, user_email: body.email } }
  },
})
