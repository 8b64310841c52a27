import { defineRoute } from '../defineRoute.ts'
import { notFound } from '../../errors.ts'
import { InsuranceRequest } from '../../models/InsuranceRequest.ts'
import { presentStatusChange } from '../../presenters/insuranceRequest.ts'
import { listStatusChanges } from '../../services/insuranceRequests.ts'
import { RequestNumberParams, RequestStatusChangeJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'

/** The audit trail of a request's status, newest first (admins only). */
export const statusChanges = defineRoute({
  method: 'get',
  path: '/insurance_requests/:request_number/status_changes',
  access: 'admin',
  summary: 'A request\'s status history',
  response: collectionEnvelope(RequestStatusChangeJson),
  errors: ['not_found'],
  params: RequestNumberParams,
  async handle({ params }) {
    const request = await InsuranceRequest.findByNumber(params.request_number)
    if (!request) throw notFound('Request not found')
    const changes = await listStatusChanges(request.id)
    return { data: changes.map(presentStatusChange) }
  },
})
