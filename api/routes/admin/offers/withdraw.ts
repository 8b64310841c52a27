import { defineRoute } from '../../defineRoute.ts'
import { withdrawOffer } from '../../../services/offers.ts'
import { presentOffer } from '../../../presenters/offer.ts'
import { OfferIdParams, WithdrawOfferBody, OfferJson } from '../../../../shared/schemas/offers.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

export const adminWithdraw = defineRoute({
  method: 'post',
  path: '/admin/offers/:id/withdraw',
  access: 'admin',
  summary: 'Withdraws an offer',
  response: messageEnvelope(OfferJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('offers:withdraw'),
  params: OfferIdParams,
  body: WithdrawOfferBody,
  async handle({ app, actor, params, body }) {
    const { offer, request } = await withdrawOffer(app, actor.user, params.id, body.reason)
    return { data: presentOffer(offer, request.request_number, app.now()), message: 'Offer withdrawn.' }
  },
})
