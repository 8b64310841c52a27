import { defineRoute } from '../../defineRoute.ts'
import { listAdminPolicies } from '../../../services/insurancePolicies/lists.ts'
import { presentInsurancePolicy } from '../../../presenters/insurancePolicy.ts'
import { AdminPolicyListQuery, InsurancePolicyJson } from '../../../../shared/schemas/insurancePolicy.ts'
import { listEnvelope } from '../../../../shared/schemas/envelope.ts'

/** Every policy for the agents, filtered by expiry window, status and origin. */
export const adminList = defineRoute({
  method: 'get',
  path: '/admin/policies',
  access: 'admin',
  summary: 'Every customer\'s policies, filtered',
  response: listEnvelope(InsurancePolicyJson),
  errors: [],
  query: AdminPolicyListQuery,
  async handle({ app, query }) {
    const { results, meta } = await listAdminPolicies(query, app.now())
    return { data: results.map(presentInsurancePolicy), meta }
  },
})
