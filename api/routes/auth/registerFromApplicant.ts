import { defineRoute } from '../defineRoute.ts'
import { RegisterFromApplicantBody } from '../../../shared/schemas/auth.ts'
import { registerFromApplicant as registerApplicant } from '../../services/accounts.ts'
import { objectBody } from './objectBody.ts'
import { registerFromApplicantLimits } from './rateLimits.ts'

export const registerFromApplicant = defineRoute({
  method: 'post',
  path: '/auth/register_from_applicant',
  access: 'public',
  body: objectBody(RegisterFromApplicantBody),
  rateLimits: registerFromApplicantLimits,
  async handle({ app, body }) {
    await registerApplicant(app, body.applicant)
    // The same answer whether the address is new or already has an account.
    return { data: { requires_verification: true, user_email: body.applicant.email } }
  },
})
