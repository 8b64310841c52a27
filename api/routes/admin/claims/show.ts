import { defineRoute } from '../../defineRoute.ts'
import { loadClaim } from '../../../services/accidentClaims/records.ts'
import { AdminAccidentClaimJson, ClaimNumberParams } from '../../../../shared/schemas/accidentClaims.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminClaimData } from '../../accidentClaims/adminAnswer.ts'

/** The agent's claim page: the report, photos, policy, every note and the audit trail. */
export const adminShow = defineRoute({
  method: 'get',
  path: '/admin/claims/:number',
  access: 'admin',
  summary: 'An accident claim with its policy, notes and history',
  response: dataEnvelope(AdminAccidentClaimJson),
  errors: ['not_found'],
  params: ClaimNumberParams,
  async handle({ params }) {
    return { data: await adminClaimData(await loadClaim(params.number)) }
  },
})
