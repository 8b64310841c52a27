import { defineRoute } from '../../defineRoute.ts'
import { loadClaim } from '../../../services/accidentClaims/records.ts'
import { correctClaim } from '../../../services/accidentClaims/steps.ts'
import { AdminClaimUpdateBody, ClaimNumberParams } from '../../../../shared/schemas/accidentClaims.ts'
import { adminWriteLimits } from '../../writeLimits.ts'
import { AdminClaimAnswer, adminClaimData } from '../../accidentClaims/adminAnswer.ts'

/** An agent corrects what was recorded: the carrier's claim number, the adjuster's details. */
export const adminUpdate = defineRoute({
  method: 'put',
  path: '/admin/claims/:number',
  access: 'admin',
  summary: 'Corrects an accident claim\'s carrier claim number or adjuster',
  response: AdminClaimAnswer,
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('claims:correct'),
  params: ClaimNumberParams,
  body: AdminClaimUpdateBody,
  async handle({ app, actor, params, body }) {
    const claim = await correctClaim(app, actor.user, await loadClaim(params.number), body.claim)
    return { data: await adminClaimData(claim), message: 'Claim corrected.' }
  },
})
