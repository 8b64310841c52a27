import { defineRoute } from '../defineRoute.ts'
import { startClaim } from '../../services/accidentClaims/drafts.ts'
import { presentAccidentClaim } from '../../presenters/accidentClaim.ts'
import { AccidentClaimJson, ClaimBody } from '../../../shared/schemas/accidentClaims.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'

/** Starts an accident report: a draft of the customer's, saved as they type, until they send it. */
export const create = defineRoute({
  method: 'post',
  path: '/claims',
  access: 'customer',
  summary: 'Starts an accident report (a draft)',
  status: 201,
  response: messageEnvelope(AccidentClaimJson),
  errors: [],
  rateLimits: actionLimits('claims:create'),
  body: ClaimBody,
  async handle({ app, actor, body }) {
    return { data: presentAccidentClaim(await startClaim(app, actor.user, body.claim)), message: 'Report started.' }
  },
})
