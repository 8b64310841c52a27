import { defineRoute } from '../defineRoute.ts'
import { viewableRequest } from '../insuranceRequests/viewable.ts'
import { forbidden } from '../../errors.ts'
import { canChooseOffer } from '../../policies/offer.ts'
import { requestRequote } from '../../services/offerChoices.ts'
import { presentInsuranceRequest } from '../../presenters/insuranceRequest.ts'
import { RequestNumberParams, InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'

/** Every offer has expired: the owner puts the request back in the queue in one click. */
export const requote = defineRoute({
  method: 'post',
  path: '/insurance_requests/:request_number/requote',
  access: 'customer',
  summary: 'Asks for new offers when all have expired',
  response: messageEnvelope(InsuranceRequestJson),
  errors: ['not_found', 'forbidden', 'conflict'],
  rateLimits: actionLimits('offers:requote'),
  params: RequestNumberParams,
  async handle({ app, actor, params }) {
    const request = await viewableRequest(actor, params.request_number)
    if (!canChooseOffer(actor, request)) throw forbidden('Only the customer who made the request can ask for a re-quote.')
    return { data: presentInsuranceRequest(await requestRequote(app, actor.user, request)), message: 'We are finding new offers for you.' }
  },
})
