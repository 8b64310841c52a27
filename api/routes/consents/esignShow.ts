import { defineRoute } from '../defineRoute.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { EsignConsentJson } from '../../../shared/schemas/consents.ts'
import { presentEsignConsent } from '../../presenters/consents.ts'

export const esignShow = defineRoute({
  method: 'get',
  path: '/me/esign_consent',
  access: 'customer',
  summary: 'Whether documents may be delivered to you only electronically',
  response: dataEnvelope(EsignConsentJson),
  errors: [],
  async handle({ actor }) {
    return { data: presentEsignConsent(actor.user) }
  },
})
