import { defineRoute } from '../defineRoute.ts'
import { forbidden } from '../../errors.ts'
import { requotePolicy } from '../../services/insurancePolicies/requote.ts'
import { presentInsuranceRequest } from '../../presenters/insuranceRequest.ts'
import { InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { PolicyIdParams, RequoteBody } from '../../../shared/schemas/insurancePolicy.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'
import { viewablePolicy } from './viewable.ts'

/** One click: a new quote request in the agent's queue, pre-filled from the policy. */
export const requote = defineRoute({
  method: 'post',
  path: '/policies/:id/requote',
  access: 'customer',
  summary: 'Opens a new quote request pre-filled from a policy',
  status: 201,
  response: messageEnvelope(InsuranceRequestJson),
  errors: ['not_found', 'forbidden'],
  rateLimits: actionLimits('policies:requote'),
  params: PolicyIdParams,
  body: RequoteBody,
  async handle({ app, actor, params, body }) {
    const policy = await viewablePolicy(actor, params.id)
    // A quote request is the customer's own word (they authorize it): an agent cannot make one for them.
    if (policy.user_id !== actor.user.id || !policy.user) throw forbidden('Only the policy\'s owner can ask for a new quote.')
    const request = await requotePolicy(app, policy.user, policy, body)
    return { data: presentInsuranceRequest(request), message: `We are finding new offers for you: request ${request.request_number}.` }
  },
})
