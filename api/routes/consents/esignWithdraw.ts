import { defineRoute } from '../defineRoute.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { EsignConsentJson } from '../../../shared/schemas/consents.ts'
import { withdrawEsignConsent } from '../../services/esignConsent.ts'
import { presentEsignConsent } from '../../presenters/consents.ts'
import { accountWriteLimits } from '../me/rateLimits.ts'

/** One click withdraws consent to electronic documents; an agent is given the task of mailing paper. */
export const esignWithdraw = defineRoute({
  method: 'delete',
  path: '/me/esign_consent',
  access: 'customer',
  summary: 'Withdraws consent to electronic documents: paper is mailed from now on',
  response: messageEnvelope(EsignConsentJson),
  errors: ['conflict'],
  rateLimits: accountWriteLimits,
  async handle({ app, actor }) {
    const user = await withdrawEsignConsent(app, actor.user.id)
    return { data: presentEsignConsent(user), message: 'Consent withdrawn. We will mail your documents on paper from now on.' }
  },
})
