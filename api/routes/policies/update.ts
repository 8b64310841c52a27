import { defineRoute } from '../defineRoute.ts'
import { changePolicy } from '../../services/insurancePolicies/manage.ts'
import { presentInsurancePolicy } from '../../presenters/insurancePolicy.ts'
import { BOUND_POLICY_LOCKED, InsurancePolicyBody, InsurancePolicyJson, PolicyIdParams } from '../../../shared/schemas/insurancePolicy.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { isoDay } from '../../../shared/dates.ts'
import { actionLimits } from '../writeLimits.ts'
import { viewablePolicy } from './viewable.ts'
import { forbidden } from '../../errors.ts'
import { canChangePolicy } from '../../policies/insurancePolicy.ts'

/** Its owner corrects a policy they added; an agent any policy. */
export const update = defineRoute({
  method: 'put',
  path: '/policies/:id',
  access: 'customer',
  summary: 'Changes a policy\'s details',
  response: messageEnvelope(InsurancePolicyJson),
  errors: ['forbidden', 'not_found'],
  rateLimits: actionLimits('policies:update'),
  params: PolicyIdParams,
  body: InsurancePolicyBody,
  async handle({ app, actor, params, body }) {
    const policy = await viewablePolicy(actor, params.id)
    if (!canChangePolicy(actor, policy)) throw forbidden(BOUND_POLICY_LOCKED)
    const changed = await changePolicy(app, actor.user, policy, body.policy, isoDay(app.now()))
    return { data: presentInsurancePolicy(changed), message: 'Policy updated.' }
  },
})
