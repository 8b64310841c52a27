import { defineRoute } from '../defineRoute.ts'
import { addPolicyDocument } from '../../services/insurancePolicies/documents.ts'
import { presentPolicyDocument } from '../../presenters/policyDocument.ts'
import { PolicyIdParams } from '../../../shared/schemas/insurancePolicy.ts'
import { FileUploadBody, PolicyDocumentJson, PolicyDocumentUploadQuery } from '../../../shared/schemas/policyDocument.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'
import { viewablePolicy } from './viewable.ts'

/** The file is the raw body (PDF, JPEG, PNG or HEIC), its name in X-File-Name, its kind in ?kind=. */
export const documentUpload = defineRoute({
  method: 'post',
  path: '/policies/:id/documents',
  access: 'customer',
  summary: 'Keeps a file on a policy (the raw body, named in X-File-Name)',
  status: 201,
  upload: true,
  response: messageEnvelope(PolicyDocumentJson),
  errors: ['not_found'],
  rateLimits: actionLimits('policies:documents'),
  params: PolicyIdParams,
  query: PolicyDocumentUploadQuery,
  body: FileUploadBody,
  async handle({ app, actor, params, query, body }) {
    const policy = await viewablePolicy(actor, params.id)
    const document = await addPolicyDocument(app, actor.user, policy, { ...body, kind: query.kind })
    return { data: presentPolicyDocument(document), message: 'Document uploaded.' }
  },
})
