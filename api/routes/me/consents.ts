import { defineRoute } from '../defineRoute.ts'
import { consentHistory } from '../../services/preferences.ts'
import { presentConsent } from '../../presenters/consent.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'
import { ConsentJson } from '../../../shared/schemas/account.ts'

/** Every consent change of the signed-in person, newest first. */
export const consents = defineRoute({
  method: 'get',
  path: '/me/consents',
  access: 'customer',
  summary: 'Every consent change, newest first',
  response: collectionEnvelope(ConsentJson),
  errors: [],
  async handle({ actor }) {
    return { data: (await consentHistory(actor.user.id)).map(presentConsent) }
  },
})
