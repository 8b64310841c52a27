import { defineRoute } from '../../defineRoute.ts'
import { notFound } from '../../../errors.ts'
import { InsuranceRequest } from '../../../models/InsuranceRequest.ts'
import { listOfferEvents } from '../../../services/offers.ts'
import { presentOfferEvent } from '../../../presenters/offer.ts'
import { RequestNumberParams } from '../../../../shared/schemas/insuranceRequestJson.ts'
import { collectionEnvelope } from '../../../../shared/schemas/envelope.ts'
import { OfferEventJson } from '../../../../shared/schemas/offers.ts'

/** The request's offer history, newest first (admins only). */
export const adminEvents = defineRoute({
  method: 'get',
  path: '/admin/insurance_requests/:request_number/offer_events',
  access: 'admin',
  summary: 'A request\'s offer history',
  response: collectionEnvelope(OfferEventJson),
  errors: ['not_found'],
  params: RequestNumberParams,
  async handle({ params }) {
    const request = await InsuranceRequest.findByNumber(params.request_number)
    if (!request) throw notFound('Request not found')
    return { data: (await listOfferEvents(request.id)).map(presentOfferEvent) }
  },
})
