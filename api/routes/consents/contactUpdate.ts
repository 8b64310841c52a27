import { defineRoute } from '../defineRoute.ts'
import { objectBody } from '../auth/objectBody.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { ContactConsentForm, ContactConsentJson } from '../../../shared/schemas/consents.ts'
import { changeContactConsent, contactConsentOf } from '../../services/contactConsent.ts'
import { accountWriteLimits } from '../me/rateLimits.ts'

/** A yes to calls and texts at a number, or an opt-out, honoured at once and recorded with its wording. */
export const contactUpdate = defineRoute({
  method: 'put',
  path: '/me/contact_consent',
  access: 'customer',
  summary: 'Gives or withdraws consent to calls and texts, and sets the hours',
  response: messageEnvelope(ContactConsentJson),
  errors: [],
  body: objectBody(ContactConsentForm),
  rateLimits: accountWriteLimits,
  async handle({ app, actor, body }) {
    const user = await changeContactConsent(app, actor.user.id, body)
    return { data: await contactConsentOf(user), message: user.contact_consent ? 'We may call or text you at the hours you chose.' : 'We will not call or text you.' }
  },
})
