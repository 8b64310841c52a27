import { defineRoute } from '../../defineRoute.ts'
import { notFound } from '../../../errors.ts'
import { InsuranceRequest } from '../../../models/InsuranceRequest.ts'
import { requestCallStatus } from '../../../services/contactConsent.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { CallStatusJson } from '../../../../shared/schemas/consents.ts'
import { RequestNumberParams } from '../../../../shared/schemas/insuranceRequestJson.ts'

/** "May call now" or why not, for the phone number on a request (admin request page, next to the number). */
export const adminCallStatus = defineRoute({
  method: 'get',
  path: '/admin/insurance_requests/:request_number/call_status',
  access: 'admin',
  summary: 'Whether the agent may call the request’s phone number now',
  response: dataEnvelope(CallStatusJson),
  errors: ['not_found'],
  params: RequestNumberParams,
  async handle({ app, params }) {
    const request = await InsuranceRequest.findByNumber(params.request_number)
    if (!request) throw notFound('Request not found')
    return { data: await requestCallStatus(app, request) }
  },
})
