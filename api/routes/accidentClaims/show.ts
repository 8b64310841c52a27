import { defineRoute } from '../defineRoute.ts'
import { presentAccidentClaim } from '../../presenters/accidentClaim.ts'
import { AccidentClaimJson, ClaimNumberParams } from '../../../shared/schemas/accidentClaims.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { viewableClaim } from './viewable.ts'

export const show = defineRoute({
  method: 'get',
  path: '/claims/:number',
  access: 'customer',
  summary: 'One accident claim, for its owner or an admin',
  response: dataEnvelope(AccidentClaimJson),
  errors: ['not_found'],
  params: ClaimNumberParams,
  async handle({ actor, params }) {
    return { data: presentAccidentClaim(await viewableClaim(actor, params.number)) }
  },
})
