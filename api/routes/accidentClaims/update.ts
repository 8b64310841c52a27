import { defineRoute } from '../defineRoute.ts'
import { saveDraft } from '../../services/accidentClaims/drafts.ts'
import { presentAccidentClaim } from '../../presenters/accidentClaim.ts'
import { AccidentClaimJson, ClaimBody, ClaimNumberParams } from '../../../shared/schemas/accidentClaims.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'
import { draftWriteLimits } from '../writeLimits.ts'
import { viewableClaim } from './viewable.ts'

/** Saves the draft as typed so far; a report already sent answers 409. */
export const update = defineRoute({
  method: 'put',
  path: '/claims/:number',
  access: 'customer',
  summary: 'Saves an unsent accident report',
  response: messageEnvelope(AccidentClaimJson),
  errors: ['not_found', 'conflict'],
  rateLimits: draftWriteLimits('claims:draft'),
  params: ClaimNumberParams,
  body: ClaimBody,
  async handle({ app, actor, params, body }) {
    const claim = await viewableClaim(actor, params.number)
    return { data: presentAccidentClaim(await saveDraft(app, actor.user, claim, body.claim)), message: 'Draft saved.' }
  },
})
