import { defineRoute } from '../../defineRoute.ts'
import { loadClaimStats } from '../../../services/accidentClaims/stats.ts'
import { ClaimStatsJson } from '../../../../shared/schemas/accidentClaims.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'

/** The admin dashboard's filing promise: the 30-day share filed within 24 hours and the median time to filing. */
export const claimStats = defineRoute({
  method: 'get',
  path: '/admin/claim_stats',
  access: 'admin',
  summary: 'Accident claims filed within 24 hours over the last 30 days, and the median time to filing',
  response: dataEnvelope(ClaimStatsJson),
  errors: [],
  async handle({ app }) {
    return { data: await loadClaimStats(app) }
  },
})
