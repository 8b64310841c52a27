import { defineRoute } from '../defineRoute.ts'
import { addPolicy } from '../../services/insurancePolicies/manage.ts'
import { presentInsurancePolicy } from '../../presenters/insurancePolicy.ts'
import { InsurancePolicyBody, InsurancePolicyJson } from '../../../shared/schemas/insurancePolicy.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'

/** A customer adds a policy they hold with any provider. */
export const create = defineRoute({
  method: 'post',
  path: '/policies',
  access: 'customer',
  summary: 'Adds a policy from any provider',
  status: 201,
  response: messageEnvelope(InsurancePolicyJson),
  errors: [],
  rateLimits: actionLimits('policies:create'),
  body: InsurancePolicyBody,
  async handle({ app, actor, body }) {
    return { data: presentInsurancePolicy(await addPolicy(app, actor.user, body.policy)), message: 'Policy added.' }
  },
})
