import { defineRoute } from '../defineRoute.ts'
import { actionLimits } from '../writeLimits.ts'
import { createComparisonShare } from '../../services/comparisonShares.ts'
import { presentCreatedShare } from '../../presenters/comparisonShare.ts'
import { shareableRequest } from './ownRequest.ts'
import { RequestNumberParams } from '../../../shared/schemas/insuranceRequestJson.ts'
import { CreatedComparisonShareJson } from '../../../shared/schemas/comparisonShares.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'

/** The owner makes a read-only link to the request's comparison, valid for 7 days. */
export const create = defineRoute({
  method: 'post',
  path: '/insurance_requests/:request_number/shares',
  access: 'customer',
  summary: 'Shares the offer comparison by a read-only link',
  response: dataEnvelope(CreatedComparisonShareJson),
  errors: ['not_found', 'forbidden'],
  status: 201,
  rateLimits: actionLimits('comparison_shares:create'),
  params: RequestNumberParams,
  async handle({ app, actor, params }) {
    const request = await shareableRequest(actor, params.request_number)
    const { share, token } = await createComparisonShare(app, request, actor.user.id)
    return { data: presentCreatedShare(share, token) }
  },
})
