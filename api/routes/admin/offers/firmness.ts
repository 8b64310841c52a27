import { defineRoute } from '../../defineRoute.ts'
import { setFirmness } from '../../../services/offerFirmness.ts'
import { presentOffer } from '../../../presenters/offer.ts'
import { FirmnessBody, OfferIdParams, OfferJson } from '../../../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

/** The agent says how firm an offer's price is; marking it bindable may give the carrier's final price. */
export const adminFirmness = defineRoute({
  method: 'put',
  path: '/admin/offers/:id/firmness',
  access: 'admin',
  summary: 'Sets how firm an offer’s price is, with the final price when bindable',
  response: messageEnvelope(OfferJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('offers:firmness'),
  params: OfferIdParams,
  body: FirmnessBody,
  async handle({ app, actor, params, body }) {
    const { offer, request } = await setFirmness(app, actor.user, params.id, body.offer)
    const data = presentOffer(offer, request.request_number, app.now())
    return { data, message: data.price_to_confirm ? 'Saved. The customer is asked to confirm the new price before binding.' : 'Saved.' }
  },
})
