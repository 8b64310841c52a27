import { defineRoute } from '../../../../routes/defineRoute.ts'
import {
  listUserSubscriptions,
  subscriptionStatusesInUse,
  summariseUserSubscriptions,
} from '../../../adminUserSubscriptions.ts'
import { presentUserSubscription } from '../../../presenters/userSubscription.ts'
import { listMeta } from '../../../../db/pagination.ts'
import { UserSubscriptionListQuery, UserSubscriptionListMeta, UserSubscriptionJson } from '../../../../../shared/schemas/admin.ts'
import { listEnvelope } from '../../../../../shared/schemas/envelope.ts'

/** Every user's subscriptions, searched and filtered on the server, with the summary cards' counts. */
export const list = defineRoute({
  method: 'get',
  path: '/admin/user_subscriptions',
  access: 'admin',
  summary: 'Every user\'s subscriptions with the summary counts',
  response: listEnvelope(UserSubscriptionJson, UserSubscriptionListMeta),
  errors: [],
  query: UserSubscriptionListQuery,
  async handle({ app, query }) {
    const [{ rows, total }, summary, statuses] = await Promise.all([
      listUserSubscriptions(app, query),
      summariseUserSubscriptions(app),
      subscriptionStatusesInUse(app),
    ])
    const meta: UserSubscriptionListMeta = { ...listMeta(query, total), summary, statuses }
    return { data: rows.map(presentUserSubscription), meta }
  },
})
