import { z } from 'zod'
import { InsuranceRequestJson } from './insuranceRequestJson.ts'
import { UserJson } from './auth.ts'
import { emptyAsMissing, line, numericId } from './fields.ts'
import { pageQuery } from './pagination.ts'
import { ListMetaJson } from './envelope.ts'
import { PaymentStatus, SUBSCRIPTION_STATUSES } from './subscriptions.ts'

/* ---- The admin console's own reads: dashboard counts, user subscriptions, one user's page ---- */


export const AdminStatsJson = z.object({
  /** Requests still waiting on the provider: pending or processing. */
  open_requests: z.number(),
  active_plans: z.number(),
  active_subscriptions: z.number(),
  /** Help conversations whose last message is the customer's: the support inbox's unread count. */
  awaiting_support_replies: z.number(),
})
export type AdminStatsJson = z.infer<typeof AdminStatsJson>

export const UserSubscriptionListQuery = z.object({
  search: z.preprocess(emptyAsMissing, line().max(100, 'Search must be 100 characters or fewer').optional()),
  status: z.preprocess(emptyAsMissing, z.enum(SUBSCRIPTION_STATUSES, 'Unknown status').optional()),
  ...pageQuery(100).shape,
})
export type UserSubscriptionListQuery = z.infer<typeof UserSubscriptionListQuery>

/** One row of the admin list (spec §3 'User subscription (admin list)'). */
export const UserSubscriptionJson = z.object({
  id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  user_email: z.string(),
  subscription_plan_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  created_at: z.iso.datetime(),
  current_period_end: z.iso.datetime().nullable(),
  /** The subscription's latest payment ('refunded' when its charge found no plan); null before any. */
  payment_status: PaymentStatus.nullable(),
})
export type UserSubscriptionJson = z.infer<typeof UserSubscriptionJson>

/** Summary cards: over every record, whatever the filters. */
export const UserSubscriptionSummaryJson = z.object({
  active: z.number(),
  canceled: z.number(),
  /** Active subscriptions whose period ends within 1 to 30 days, days rounded up. */
  expiring_in_30_days: z.number(),
})
export type UserSubscriptionSummaryJson = z.infer<typeof UserSubscriptionSummaryJson>

export const UserSubscriptionListMeta = ListMetaJson.extend({
  summary: UserSubscriptionSummaryJson,
  /** Every status present in the data, for the status dropdown. */
  statuses: z.array(z.enum(SUBSCRIPTION_STATUSES)),
})
export type UserSubscriptionListMeta = z.infer<typeof UserSubscriptionListMeta>

export const UserIdParams = z.object({
  user_id: numericId('Invalid user ID.'),
})
export type UserIdParams = z.output<typeof UserIdParams>

const AdminUserSubscriptionJson = z.object({
  id: z.number(),
  subscription_plan_name: z.string(),
  billing_cycle: z.string(),
  price: z.string(),
  currency: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  created_at: z.iso.datetime(),
  current_period_end: z.iso.datetime().nullable(),
  payment_status: PaymentStatus.nullable(),
})
type AdminUserSubscriptionJson = z.infer<typeof AdminUserSubscriptionJson>

const AdminUserConversationJson = z.object({
  id: z.number(),
  subject: z.string(),
  priority: z.boolean(),
  awaiting_reply: z.boolean(),
  message_count: z.number(),
  last_message_at: z.iso.datetime(),
})
type AdminUserConversationJson = z.infer<typeof AdminUserConversationJson>

/** How many of a user's newest requests the user page lists. */
export const ADMIN_USER_REQUEST_LIMIT = 50

export const AdminUserJson = UserJson.extend({
  email_verified: z.boolean(),
  quote_notifications: z.boolean(),
  created_at: z.iso.datetime(),
  request_count: z.number(),
  requests: z.array(InsuranceRequestJson),
  subscriptions: z.array(AdminUserSubscriptionJson),
  conversations: z.array(AdminUserConversationJson),
})
export type AdminUserJson = z.infer<typeof AdminUserJson>
