import { defineRoute } from '../defineRoute.ts'
import { listOwnClaims } from '../../services/accidentClaims/lists.ts'
import { presentAccidentClaim } from '../../presenters/accidentClaim.ts'
import { AccidentClaimJson, ClaimListQuery } from '../../../shared/schemas/accidentClaims.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'

export const list = defineRoute({
  method: 'get',
  path: '/claims',
  access: 'customer',
  summary: 'The customer\'s own accident claims, drafts included, newest first',
  response: listEnvelope(AccidentClaimJson),
  errors: [],
  query: ClaimListQuery,
  async handle({ actor, query }) {
    const { results, meta } = await listOwnClaims(actor, query)
    return { data: results.map(presentAccidentClaim), meta }
  },
})
