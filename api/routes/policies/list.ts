import { defineRoute } from '../defineRoute.ts'
import { listOwnPolicies } from '../../services/insurancePolicies/lists.ts'
import { presentInsurancePolicy } from '../../presenters/insurancePolicy.ts'
import { InsurancePolicyJson, PolicyListQuery } from '../../../shared/schemas/insurancePolicy.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'

/** "My policies": the caller's own, soonest to expire first (admins see everyone's under /admin/policies). */
export const list = defineRoute({
  method: 'get',
  path: '/policies',
  access: 'customer',
  summary: 'The customer\'s own insurance policies',
  response: listEnvelope(InsurancePolicyJson),
  errors: [],
  query: PolicyListQuery,
  async handle({ actor, query }) {
    const { results, meta } = await listOwnPolicies(actor, query)
    return { data: results.map(presentInsurancePolicy), meta }
  },
})
