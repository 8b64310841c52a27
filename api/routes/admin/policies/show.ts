import { defineRoute } from '../../defineRoute.ts'
import { notFound } from '../../../errors.ts'
import { listPolicyEvents } from '../../../services/insurancePolicies/events.ts'
import { loadPolicy, POLICY_NOT_FOUND } from '../../../services/insurancePolicies/manage.ts'
import { presentAdminPolicy } from '../../../presenters/insurancePolicy.ts'
import { AdminPolicyJson, PolicyIdParams } from '../../../../shared/schemas/insurancePolicy.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

/** The agent's policy page: the policy and its history. */
export const adminShow = defineRoute({
  method: 'get',
  path: '/admin/policies/:id',
  access: 'admin',
  summary: 'A policy with its history',
  response: dataEnvelope(AdminPolicyJson),
  errors: ['not_found'],
  params: PolicyIdParams,
  async handle({ params }) {
    const policy = await loadPolicy(params.id)
    if (!policy) throw notFound(POLICY_NOT_FOUND)
    return { data: presentAdminPolicy(policy, await listPolicyEvents(policy.id)) }
  },
})
