import { defineRoute } from '../defineRoute.ts'
import { listInsuranceRequests } from '../../services/requestList.ts'
import { presentInsuranceRequest } from '../../presenters/insuranceRequest.ts'
import { listMeta } from '../../db/pagination.ts'
import { InsuranceRequestListQuery, InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'

/** A customer's own requests, or every request for an admin; searched and filtered on the server. */
export const list = defineRoute({
  method: 'get',
  path: '/insurance_requests',
  access: 'customer',
  summary: 'A customer\'s requests, or every request for an admin',
  response: listEnvelope(InsuranceRequestJson),
  errors: [],
  query: InsuranceRequestListQuery,
  async handle({ actor, query }) {
    const { requests, total, totalCapped } = await listInsuranceRequests(actor.user, query)
    return { data: requests.map(presentInsuranceRequest), meta: listMeta(query, total, totalCapped) }
  },
})
