import { defineRoute } from '../../defineRoute.ts'
import { loadAdminStats } from '../../../services/adminStats.ts'

/** The counts on the /admin cards: open requests, active plans, active subscriptions. */
export const show = defineRoute({
  method: 'get',
  path: '/admin/stats',
  access: 'admin',
  async handle({ app }) {
    return { data: await loadAdminStats(app) }
  },
})
