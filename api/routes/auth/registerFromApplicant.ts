import { defineRoute } from '../defineRoute.ts'
import { RegisterFromApplicantBody, RegistrationPendingJson } from '../../../shared/schemas/auth.ts'
import { registerFromApplicant as registerApplicant } from '../../services/accounts.ts'
import { objectBody } from './objectBody.ts'
import { registerFromApplicantLimits } from './rateLimits.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

export const registerFromApplicant = defineRoute({
  method: 'post',
  path: '/auth/register_from_applicant',
  access: 'public',
  summary: 'Creates (or finds) the quote wizard applicant\'s account and e-mails a code',
  response: dataEnvelope(RegistrationPendingJson),
  errors: [],
  body: objectBody(RegisterFromApplicantBody),
  rateLimits: registerFromApplicantLimits,
  async handle({ app, body }) {
    await registerApplicant(app, body.applicant)
    // The same answer whether the address is new or already has an account.
    return { data: { requires_verification: true as const, user_email: body.applicant.email } }
  },
})
