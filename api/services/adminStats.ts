import type { AppContext } from '../context.ts'
import type { AdminStatsJson } from '../../shared/schemas/admin.ts'
import { OPEN_STATUSES } from '../../shared/constants/requests.ts'

/** Statuses still waiting on the provider. */

async function count(query: PromiseLike<{ total?: string | number } | undefined>): Promise<number> {
  return Number((await query)?.total ?? 0)
}

/** The admin dashboard cards' live counts. */
export async function loadAdminStats(app: AppContext): Promise<AdminStatsJson> {
  const [openRequests, activePlans, activeSubscriptions, awaitingReplies] = await Promise.all([
    count(app.knex('insurance_requests').whereIn('status', [...OPEN_STATUSES]).whereNull('restricted_at').count({ total: '*' }).first()),
    count(app.knex('subscription_plans').where({ active: true }).count({ total: '*' }).first()),
    count(app.knex('subscriptions').where({ status: 'active' }).count({ total: '*' }).first()),
    count(app.knex('support_conversations').where({ awaiting_reply: true }).count({ total: '*' }).first()),
  ])
  return {
    open_requests: openRequests,
    active_plans: activePlans,
    active_subscriptions: activeSubscriptions,
    awaiting_support_replies: awaitingReplies,
  }
}
