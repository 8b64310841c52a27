import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { EsignConsentBody, EsignConsentJson } from '../../../shared/schemas/consents.ts'
import { giveEsignConsent } from '../../services/esignConsent.ts'
import { presentEsignConsent } from '../../presenters/consents.ts'
import { accountWriteLimits } from '../me/rateLimits.ts'

/** Agrees to electronic documents with the code from the sample PDF; recorded with the disclosures shown. */
export const esignGive = defineRoute({
  method: 'post',
  path: '/me/esign_consent',
  access: 'customer',
  summary: 'Agrees to documents delivered electronically, with the sample PDF’s code',
  response: messageEnvelope(EsignConsentJson),
  errors: [],
  body: objectBody(EsignConsentBody),
  rateLimits: accountWriteLimits,
  async handle({ app, actor, body }) {
    const user = await giveEsignConsent(app, actor.user.id, body.code)
    return { data: presentEsignConsent(user), message: 'Thank you. Your documents will be delivered electronically.' }
  },
})
