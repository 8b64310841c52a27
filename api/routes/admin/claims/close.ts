import { defineRoute } from '../../defineRoute.ts'
import { loadClaim } from '../../../services/accidentClaims/records.ts'
import { closeClaim } from '../../../services/accidentClaims/steps.ts'
import { CloseClaimBody, ClaimNumberParams } from '../../../../shared/schemas/accidentClaims.ts'
import { adminWriteLimits } from '../../writeLimits.ts'
import { AdminClaimAnswer, adminClaimData } from '../../accidentClaims/adminAnswer.ts'

/** Closes the claim with its outcome (and a note the customer sees); the customer is e-mailed. */
export const adminClose = defineRoute({
  method: 'post',
  path: '/admin/claims/:number/close',
  access: 'admin',
  summary: 'Closes an accident claim with its outcome',
  response: AdminClaimAnswer,
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('claims:close'),
  params: ClaimNumberParams,
  body: CloseClaimBody,
  async handle({ app, actor, params, body }) {
    const claim = await closeClaim(app, actor.user, await loadClaim(params.number), body)
    return { data: await adminClaimData(claim), message: 'Claim closed.' }
  },
})
