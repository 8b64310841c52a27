import { defineRoute } from '../defineRoute.ts'
import { forbidden, notFound } from '../../errors.ts'
import { InsuranceRequest } from '../../models/InsuranceRequest.ts'
import { canChangeRequestStatus } from '../../policies/insuranceRequest.ts'
import { presentInsuranceRequest } from '../../presenters/insuranceRequest.ts'
import { changeRequestStatus } from '../../services/insuranceRequests.ts'
import { RequestNumberParams, UpdateRequestStatusBody, InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../writeLimits.ts'

export const updateStatus = defineRoute({
  method: 'put',
  path: '/insurance_requests/:request_number',
  access: 'admin',
  summary: 'Changes a request\'s status',
  response: messageEnvelope(InsuranceRequestJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('insurance_requests:status'),
  params: RequestNumberParams,
  body: UpdateRequestStatusBody,
  async handle({ app, actor, params, body }) {
    if (!canChangeRequestStatus(actor)) throw forbidden()
    const found = await InsuranceRequest.findByNumber(params.request_number)
    if (!found) throw notFound('Request not found')
    const request = await changeRequestStatus(app, actor.user, found.id, body.insurance_request.status)
    return { data: presentInsuranceRequest(request), message: `Request #${request.request_number} status changed to ${request.status}` }
  },
})
