import { defineRoute } from '../defineRoute.ts'
import { forbidden, notFound } from '../../errors.ts'
import { InsuranceRequest } from '../../models/InsuranceRequest.ts'
import { canViewRequest } from '../../policies/insuranceRequest.ts'
import { canChooseOffer } from '../../policies/offer.ts'
import { requestRequote } from '../../services/offerChoices.ts'
import { presentInsuranceRequest } from '../../presenters/insuranceRequest.ts'
import { RequestNumberParams, InsuranceRequestJson } from '../../../shared/schemas/insuranceRequest.ts'
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
    const request = await InsuranceRequest.findByNumber(params.request_number)
    if (!request || !canViewRequest(actor, request)) throw notFound('Request not found')
    if (!canChooseOffer(actor, request)) throw forbidden('Only the customer who made the request can ask for a re-quote.')
    return { data: presentInsuranceRequest(await requestRequote(app, actor.user, request)), message: 'We are finding new offers for you.' }
  },
})
