import type { AppContext } from '../context.ts'
import { User } from '../models/User.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { notFound } from '../errors.ts'
import { subscriptionEndAndPaymentStatus } from '../billing/adminUserSubscriptions.ts'
import { ADMIN_USER_REQUEST_LIMIT } from '../../shared/schemas/admin.ts'
import type { SubscriptionStatusName } from '../../shared/schemas/subscriptions.ts'
import type { PaymentStatus } from '../../shared/schemas/subscriptions.ts'

interface AdminUserSubscriptionRow {
  id: number
  subscription_plan_name: string
  billing_cycle: string
  price: string
  currency: string
  status: SubscriptionStatusName
  created_at: Date
  current_period_end: Date | null
  payment_status: PaymentStatus | null
}

interface AdminUserConversationRow {
  id: number
  subject: string
  priority: boolean
  awaiting_reply: boolean
  message_count: number
  last_message_at: Date
}

export interface AdminUserRecord {
  user: User
  requestCount: number
  requests: InsuranceRequest[]
  subscriptions: AdminUserSubscriptionRow[]
  conversations: AdminUserConversationRow[]
}

/** One user with their newest requests, every subscription and every help conversation. */
export async function loadAdminUser(app: AppContext, userId: number): Promise<AdminUserRecord> {
  const user = await User.query().findById(userId)
  if (!user) throw notFound('User not found.')
  const [requests, countRow, subscriptions, conversations] = await Promise.all([
    InsuranceRequest.query()
      .where({ user_id: userId })
      .whereNull('restricted_at')
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(ADMIN_USER_REQUEST_LIMIT)
      .withGraphFetched('[applicant, auto_insurance]'),
    app.knex('insurance_requests').where({ user_id: userId }).whereNull('restricted_at').count({ total: '*' }).first(),
    app
      .knex('subscriptions as s')
      .join('subscription_plans as p', 'p.id', 's.subscription_plan_id')
      .where('s.user_id', userId)
      .select(
        's.id', 'p.name as subscription_plan_name', 's.billing_cycle', 's.price', 's.currency', 's.status', 's.created_at',
        ...subscriptionEndAndPaymentStatus(app.knex),
      )
      .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }]),
    app
      .knex('support_conversations as c')
      .where('c.user_id', userId)
      .select(
        'c.id', 'c.subject', 'c.priority', 'c.awaiting_reply', 'c.last_message_at',
        app.knex.raw('(select count(*)::int from support_messages m where m.conversation_id = c.id) as message_count'),
      )
      .orderBy('c.last_message_at', 'desc'),
  ])
  const total: unknown = countRow?.total
  return { user, requestCount: Number(total ?? 0), requests, subscriptions, conversations }
}
