import { defineRoute } from '../../defineRoute.ts'
import { loadPromiseStats } from '../../../services/promiseStats.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { PromiseStatsJson } from '../../../../shared/schemas/promiseStats.ts'

/** The dashboard's 24-hour promise figures: on-time share and median time to first offer, 30 days. */
export const show = defineRoute({
  method: 'get',
  path: '/admin/promise_stats',
  access: 'admin',
  summary: 'The 24-hour promise figures of the last 30 days',
  response: dataEnvelope(PromiseStatsJson),
  errors: [],
  async handle({ app }) {
    return { data: await loadPromiseStats(app) }
  },
})
