import { defineRoute } from '../../defineRoute.ts'
import { bindOffer } from '../../../services/offers.ts'
import { presentOffer } from '../../../presenters/offer.ts'
import { presentInsuranceRequest } from '../../../presenters/insuranceRequest.ts'
import { BindOfferBody, OfferIdParams, BoundOfferJson } from '../../../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

/** The carrier has issued the policy: the request becomes purchased and shows the policy number. */
export const adminBind = defineRoute({
  method: 'post',
  path: '/admin/offers/:id/bind',
  access: 'admin',
  summary: 'Binds the chosen offer: the request becomes purchased',
  response: messageEnvelope(BoundOfferJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('offers:bind'),
  params: OfferIdParams,
  body: BindOfferBody,
  async handle({ app, actor, params, body }) {
    const { offer, request } = await bindOffer(app, actor.user, params.id, body)
    return {
      data: { offer: presentOffer(offer, request.request_number, app.now()), insurance_request: presentInsuranceRequest(request) },
      message: `Policy ${body.policy_number} bound.`,
    }
  },
})
