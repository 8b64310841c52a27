import { byCaller, defineRoute } from '../defineRoute.ts'
import { createInsuranceRequest } from '../../services/insuranceRequests.ts'
import { presentInsuranceRequest } from '../../presenters/insuranceRequest.ts'
import { createBody } from './requestBody.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'

/** Customers submit signed in; a visitor registers from the applicant and verifies first. */
export const create = defineRoute({
  method: 'post',
  path: '/insurance_requests',
  access: 'customer',
  summary: 'Submits an insurance request',
  response: dataEnvelope(InsuranceRequestJson),
  errors: [],
  status: 201,
  body: createBody,
  rateLimits: [{ name: 'insurance_requests:create', limit: 2000, windowSeconds: 3600, subject: byCaller }],
  async handle({ app, actor, body }) {
    const request = await createInsuranceRequest(app, actor.user, body.insurance_request)
    return { data: presentInsuranceRequest(request) }
  },
})
