import { defineRoute } from '../defineRoute.ts'
import { listComparisonShares } from '../../services/comparisonShares.ts'
import { presentComparisonShare } from '../../presenters/comparisonShare.ts'
import { shareableRequest } from './ownRequest.ts'
import { RequestNumberParams } from '../../../shared/schemas/insuranceRequestJson.ts'
import { ComparisonShareJson } from '../../../shared/schemas/comparisonShares.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'

/** The request's working links, so the owner can stop one. */
export const list = defineRoute({
  method: 'get',
  path: '/insurance_requests/:request_number/shares',
  access: 'customer',
  summary: 'The working links to the offer comparison',
  response: collectionEnvelope(ComparisonShareJson),
  errors: ['not_found', 'forbidden'],
  params: RequestNumberParams,
  async handle({ app, actor, params }) {
    const request = await shareableRequest(actor, params.request_number)
    const shares = await listComparisonShares(app, request.id)
    return { data: shares.map(presentComparisonShare) }
  },
})
