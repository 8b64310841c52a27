import { defineRoute } from '../defineRoute.ts'
import { viewableRequest } from '../insuranceRequests/viewable.ts'
import { forbidden } from '../../errors.ts'
import { canChooseOffer } from '../../policies/offer.ts'
import { confirmFinalPrice } from '../../services/offerChoices.ts'
import { presentOffer } from '../../presenters/offer.ts'
import { RequestOfferParams, OfferJson } from '../../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'

/** The owner accepts the final price the carrier gave for the offer they chose; binding waits for this. */
export const confirmPrice = defineRoute({
  method: 'post',
  path: '/insurance_requests/:request_number/offers/:id/confirm_price',
  access: 'customer',
  summary: 'The owner confirms the chosen offer’s new final price',
  response: messageEnvelope(OfferJson),
  errors: ['not_found', 'forbidden', 'conflict'],
  rateLimits: actionLimits('offers:confirm_price'),
  params: RequestOfferParams,
  async handle({ app, actor, params }) {
    const request = await viewableRequest(actor, params.request_number)
    if (!canChooseOffer(actor, request)) throw forbidden('Only the customer who made the request can confirm its price.')
    const offer = await confirmFinalPrice(app, actor.user, request, params.id)
    return { data: presentOffer(offer, request.request_number, app.now()), message: 'New price confirmed. Your agent can now bind the policy.' }
  },
})
