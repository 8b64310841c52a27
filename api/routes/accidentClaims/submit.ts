import { defineRoute } from '../defineRoute.ts'
import { submitClaim } from '../../services/accidentClaims/steps.ts'
import { presentAccidentClaim } from '../../presenters/accidentClaim.ts'
import { AccidentClaimJson, ClaimNumberParams } from '../../../shared/schemas/accidentClaims.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { actionLimits } from '../writeLimits.ts'
import { viewableClaim } from './viewable.ts'

/** Sends the report: the 24-hour filing clock starts and the customer is e-mailed. */
export const submit = defineRoute({
  method: 'post',
  path: '/claims/:number/submit',
  access: 'customer',
  summary: 'Sends an accident report to the agents',
  response: messageEnvelope(AccidentClaimJson),
  errors: ['not_found', 'conflict'],
  rateLimits: actionLimits('claims:submit'),
  params: ClaimNumberParams,
  async handle({ app, actor, params }) {
    const claim = await viewableClaim(actor, params.number)
    return { data: presentAccidentClaim(await submitClaim(app, actor.user, claim)), message: 'Report sent.' }
  },
})
