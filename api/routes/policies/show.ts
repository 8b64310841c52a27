import { defineRoute } from '../defineRoute.ts'
import { presentInsurancePolicy } from '../../presenters/insurancePolicy.ts'
import { InsurancePolicyJson, PolicyIdParams } from '../../../shared/schemas/insurancePolicy.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { viewablePolicy } from './viewable.ts'

export const show = defineRoute({
  method: 'get',
  path: '/policies/:id',
  access: 'customer',
  summary: 'One policy, for its owner or an admin',
  response: dataEnvelope(InsurancePolicyJson),
  errors: ['not_found'],
  params: PolicyIdParams,
  async handle({ actor, params }) {
    return { data: presentInsurancePolicy(await viewablePolicy(actor, params.id)) }
  },
})
