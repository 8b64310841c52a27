import { defineRoute } from '../../defineRoute.ts'
import { loadAdminStats } from '../../../services/adminStats.ts'
import { dataEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AdminStatsJson } from '../../../../shared/schemas/admin.ts'

/** The counts on the /admin cards and the header's support badge. */
export const show = defineRoute({
  method: 'get',
  path: '/admin/stats',
  access: 'admin',
  summary: 'The counts on the admin dashboard cards',
  response: dataEnvelope(AdminStatsJson),
  errors: [],
  async handle({ app }) {
    return { data: await loadAdminStats(app) }
  },
})
