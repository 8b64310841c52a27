import { defineRoute } from '../../defineRoute.ts'
import { addOffer } from '../../../services/offers.ts'
import { presentOffer } from '../../../presenters/offer.ts'
import { RequestNumberParams } from '../../../../shared/schemas/insuranceRequestJson.ts'
import { OfferBody, OfferJson } from '../../../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

/** An agent records a carrier's offer; the first one moves the request to quoted. */
export const adminCreate = defineRoute({
  method: 'post',
  path: '/admin/insurance_requests/:request_number/offers',
  access: 'admin',
  summary: 'Records a carrier\'s offer on a request',
  response: messageEnvelope(OfferJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('offers:create'),
  status: 201,
  params: RequestNumberParams,
  body: OfferBody,
  async handle({ app, actor, params, body }) {
    const { offer, request } = await addOffer(app, actor.user, params.request_number, body.offer)
    return { data: presentOffer(offer, request.request_number, app.now()), message: 'Offer added.' }
  },
})
