import { defineRoute } from '../defineRoute.ts'
import { notFound } from '../../errors.ts'
import { requestForPage } from '../../services/requestPage.ts'
import { canViewRequest } from '../../policies/insuranceRequest.ts'
import { presentInsuranceRequestDetail } from '../../presenters/insuranceRequest.ts'
import { RequestNumberParams, InsuranceRequestDetailJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

export const show = defineRoute({
  method: 'get',
  path: '/insurance_requests/:request_number',
  access: 'customer',
  summary: 'One insurance request',
  response: dataEnvelope(InsuranceRequestDetailJson),
  errors: ['not_found'],
  params: RequestNumberParams,
  async handle({ actor, params, app }) {
    const request = await requestForPage(app, params.request_number)
    if (!request || !canViewRequest(actor, request)) throw notFound('Request not found')
    return { data: presentInsuranceRequestDetail(request) }
  },
})
