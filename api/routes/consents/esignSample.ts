import { defineRoute } from '../defineRoute.ts'
import { fileAnswer, FileAnswerResponse } from '../fileAnswer.ts'
import { renderEsignSample } from '../../documents/index.ts'
import { esignSampleCode } from '../../services/esignConsent.ts'
import { loadAgency } from '../../services/agency.ts'
import { PRODUCT_NAME } from '../../../shared/contract.ts'

/** The sample PDF with the code the consent form asks for: opening it shows the customer can read our PDFs. */
export const esignSample = defineRoute({
  method: 'get',
  path: '/me/esign_consent/sample.pdf',
  access: 'customer',
  summary: 'The sample PDF whose code consenting to electronic documents asks for',
  response: FileAnswerResponse,
  errors: [],
  async handle({ app, actor }) {
    const agency = await loadAgency()
    const bytes = await renderEsignSample(esignSampleCode(app, actor.user.id), agency?.agency.legal_name ?? PRODUCT_NAME)
    return fileAnswer({ bytes, contentType: 'application/pdf', fileName: 'getquote-sample-document.pdf' })
  },
})
