import { defineRoute } from '../../defineRoute.ts'
import { loadClaim } from '../../../services/accidentClaims/records.ts'
import { fileClaim } from '../../../services/accidentClaims/steps.ts'
import { FileClaimBody, ClaimNumberParams } from '../../../../shared/schemas/accidentClaims.ts'
import { adminWriteLimits } from '../../writeLimits.ts'
import { AdminClaimAnswer, adminClaimData } from '../../accidentClaims/adminAnswer.ts'

/** The agent filed the claim with the carrier: its claim number stops the clock and the customer is e-mailed. */
export const adminFile = defineRoute({
  method: 'post',
  path: '/admin/claims/:number/file',
  access: 'admin',
  summary: 'Records an accident claim as filed with the carrier',
  response: AdminClaimAnswer,
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('claims:file'),
  params: ClaimNumberParams,
  body: FileClaimBody,
  async handle({ app, actor, params, body }) {
    const claim = await fileClaim(app, actor.user, await loadClaim(params.number), body.carrier_claim_number)
    return { data: await adminClaimData(claim), message: 'Claim filed with the carrier.' }
  },
})
