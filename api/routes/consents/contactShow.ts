import { defineRoute } from '../defineRoute.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { ContactConsentJson } from '../../../shared/schemas/consents.ts'
import { contactConsentOf } from '../../services/contactConsent.ts'

export const contactShow = defineRoute({
  method: 'get',
  path: '/me/contact_consent',
  access: 'customer',
  summary: 'Whether GetQuote may call or text you, at which number and when',
  response: dataEnvelope(ContactConsentJson),
  errors: [],
  async handle({ actor }) {
    return { data: await contactConsentOf(actor.user) }
  },
})
