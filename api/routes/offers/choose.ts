import { defineRoute } from '../defineRoute.ts'
import { viewableRequest } from '../insuranceRequests/viewable.ts'
import { forbidden } from '../../errors.ts'
import { canChooseOffer } from '../../policies/offer.ts'
import { chooseOffer } from '../../services/offerChoices.ts'
import { presentOffer } from '../../presenters/offer.ts'
import { RequestOfferParams, OfferJson } from '../../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'

/** The owner chooses one offer; a second choice, from any tab, is refused. */
export const choose = defineRoute({
  method: 'post',
  path: '/insurance_requests/:request_number/offers/:id/choose',
  access: 'customer',
  summary: 'The owner chooses an offer',
  response: messageEnvelope(OfferJson),
  errors: ['not_found', 'forbidden', 'conflict'],
  rateLimits: actionLimits('offers:choose'),
  params: RequestOfferParams,
  async handle({ app, actor, params }) {
    const request = await viewableRequest(actor, params.request_number)
    if (!canChooseOffer(actor, request)) throw forbidden('Only the customer who made the request can choose an offer.')
    const offer = await chooseOffer(app, actor.user, request, params.id)
    return { data: presentOffer(offer, request.request_number, app.now()), message: 'Offer chosen.' }
  },
})
