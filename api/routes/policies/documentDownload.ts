import { defineRoute } from '../defineRoute.ts'
import { fileAnswer, FileAnswerResponse } from '../fileAnswer.ts'
import { readPolicyDocument } from '../../services/insurancePolicies/documents.ts'
import { PolicyDocumentParams } from '../../../shared/schemas/policyDocument.ts'
import { viewablePolicy } from './viewable.ts'

export const documentDownload = defineRoute({
  method: 'get',
  path: '/policies/:id/documents/:doc_id',
  access: 'customer',
  summary: 'Downloads a file kept on a policy, as an attachment',
  response: FileAnswerResponse,
  errors: ['not_found'],
  params: PolicyDocumentParams,
  async handle({ app, actor, params }) {
    const policy = await viewablePolicy(actor, params.id)
    const { document, bytes } = await readPolicyDocument(app, policy.id, params.doc_id)
    return fileAnswer({ bytes, contentType: document.content_type, fileName: document.file_name })
  },
})
