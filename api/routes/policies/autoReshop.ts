import { defineRoute } from '../defineRoute.ts'
import { forbidden } from '../../errors.ts'
import { setAutoReshop } from '../../services/insurancePolicies/autoReshop.ts'
import { presentInsurancePolicy } from '../../presenters/insurancePolicy.ts'
import { AutoReshopBody, InsurancePolicyJson, PolicyIdParams } from '../../../shared/schemas/insurancePolicy.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'
import { viewablePolicy } from './viewable.ts'

/** The policy page's toggle: open a re-shop request by itself when the renewal notice comes. */
export const autoReshop = defineRoute({
  method: 'put',
  path: '/policies/:id/auto_reshop',
  access: 'customer',
  summary: 'Turns automatic re-shopping at renewal on or off',
  response: messageEnvelope(InsurancePolicyJson),
  errors: ['not_found', 'forbidden'],
  rateLimits: actionLimits('policies:update'),
  params: PolicyIdParams,
  body: AutoReshopBody,
  async handle({ app, actor, params, body }) {
    const policy = await viewablePolicy(actor, params.id)
    // The request it opens is the customer's own word (they authorize it), as with a re-quote.
    if (policy.user_id !== actor.user.id) throw forbidden('Only the policy\'s owner can turn automatic re-shopping on or off.')
    const changed = await setAutoReshop(app, actor.user, policy.id, body.auto_reshop)
    return { data: presentInsurancePolicy(changed), message: body.auto_reshop ? 'We will shop this policy again at renewal.' : 'Automatic re-shopping is off.' }
  },
})
