import { defineRoute } from '../defineRoute.ts'
import { listPolicyDocuments } from '../../services/insurancePolicies/documents.ts'
import { presentPolicyDocument } from '../../presenters/policyDocument.ts'
import { PolicyIdParams } from '../../../shared/schemas/insurancePolicy.ts'
import { PolicyDocumentJson } from '../../../shared/schemas/policyDocument.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'
import { viewablePolicy } from './viewable.ts'

export const documentList = defineRoute({
  method: 'get',
  path: '/policies/:id/documents',
  access: 'customer',
  summary: 'The files kept on a policy, oldest first (50 a customer at most)',
  response: collectionEnvelope(PolicyDocumentJson),
  errors: ['not_found'],
  params: PolicyIdParams,
  async handle({ actor, params }) {
    const policy = await viewablePolicy(actor, params.id)
    return { data: (await listPolicyDocuments(policy.id)).map(presentPolicyDocument) }
  },
})
