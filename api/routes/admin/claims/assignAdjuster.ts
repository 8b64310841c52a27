import { defineRoute } from '../../defineRoute.ts'
import { loadClaim } from '../../../services/accidentClaims/records.ts'
import { assignAdjuster } from '../../../services/accidentClaims/steps.ts'
import { AssignAdjusterBody, ClaimNumberParams } from '../../../../shared/schemas/accidentClaims.ts'
import { adminWriteLimits } from '../../writeLimits.ts'
import { AdminClaimAnswer, adminClaimData } from '../../accidentClaims/adminAnswer.ts'

/** The carrier named an adjuster: the customer is e-mailed how to reach them. */
export const adminAssignAdjuster = defineRoute({
  method: 'post',
  path: '/admin/claims/:number/assign_adjuster',
  access: 'admin',
  summary: 'Records the carrier\'s adjuster on an accident claim',
  response: AdminClaimAnswer,
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('claims:assign'),
  params: ClaimNumberParams,
  body: AssignAdjusterBody,
  async handle({ app, actor, params, body }) {
    const claim = await assignAdjuster(app, actor.user, await loadClaim(params.number), body.adjuster)
    return { data: await adminClaimData(claim), message: 'Adjuster assigned.' }
  },
})
