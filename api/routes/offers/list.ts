import { defineRoute } from '../defineRoute.ts'
import { viewableRequest } from '../insuranceRequests/viewable.ts'
import { canSeeWithdrawnOffers } from '../../policies/offer.ts'
import { listOffers } from '../../services/offerChoices.ts'
import { presentOffer } from '../../presenters/offer.ts'
import { RequestNumberParams } from '../../../shared/schemas/insuranceRequestJson.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'
import { OfferJson } from '../../../shared/schemas/offers.ts'

/** The offers on a request, for its owner and the admins. */
export const list = defineRoute({
  method: 'get',
  path: '/insurance_requests/:request_number/offers',
  access: 'customer',
  summary: 'The offers on a request',
  response: collectionEnvelope(OfferJson),
  errors: ['not_found'],
  params: RequestNumberParams,
  async handle({ app, actor, params }) {
    const request = await viewableRequest(actor, params.request_number)
    const offers = await listOffers(request.id, canSeeWithdrawnOffers(actor))
    return { data: offers.map((offer) => presentOffer(offer, request.request_number, app.now())) }
  },
})
