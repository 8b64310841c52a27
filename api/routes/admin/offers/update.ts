import { defineRoute } from '../../defineRoute.ts'
import { changeOffer } from '../../../services/offers.ts'
import { presentOffer } from '../../../presenters/offer.ts'
import { OfferBody, OfferIdParams, OfferJson } from '../../../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

/** Changes an offer until the customer chooses. */
export const adminUpdate = defineRoute({
  method: 'put',
  path: '/admin/offers/:id',
  access: 'admin',
  summary: 'Changes an offer until the customer chooses',
  response: messageEnvelope(OfferJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('offers:update'),
  params: OfferIdParams,
  body: OfferBody,
  async handle({ app, actor, params, body }) {
    const { offer, request } = await changeOffer(app, actor.user, params.id, body.offer)
    return { data: presentOffer(offer, request.request_number, app.now()), message: 'Offer updated.' }
  },
})
