import { defineRoute } from '../defineRoute.ts'
import { checkUpload, fileRefused } from '../../files/index.ts'
import { readDeclarations } from '../../documents/declarations/index.ts'
import { FileUploadBody } from '../../../shared/schemas/policyDocument.ts'
import { DeclarationsDraftJson } from '../../../shared/schemas/declarationsDraft.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'

const NOTHING_TO_READ = 'We could not find any writing on this file. Please upload the declarations page as a PDF or a clear photo.'

/** Reads an uploaded declarations page into a draft for the policy form; nothing is saved or kept. */
export const importDeclarations = defineRoute({
  method: 'post',
  path: '/policies/import',
  access: 'customer',
  summary: 'Reads a declarations page (PDF or photo, the raw body) into a pre-filled policy draft',
  upload: true,
  response: dataEnvelope(DeclarationsDraftJson),
  errors: [],
  // Reading a photo keeps a core busy for seconds: the same cap as a customer's other actions.
  rateLimits: actionLimits('policies:import'),
  body: FileUploadBody,
  async handle({ app, body }) {
    const draft = await readDeclarations(await checkUpload(body.file), app.ocr)
    if (!draft) throw fileRefused(NOTHING_TO_READ)
    return { data: draft }
  },
})
