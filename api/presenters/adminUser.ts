import type { AdminUserRecord } from '../services/adminUsers.ts'
import type { AdminUserJson } from '../../shared/schemas/admin.ts'
import { presentInsuranceRequest } from './insuranceRequest.ts'
import { presentUser } from './user.ts'

/** A user's page in the admin console; the password hash and session data have no field here. */
export function presentAdminUser(record: AdminUserRecord): AdminUserJson {
  const { user } = record
  return {
    ...presentUser(user),
    email_verified: user.email_verified_at !== null,
    quote_notifications: user.quote_notifications,
    created_at: user.created_at.toISOString(),
    request_count: record.requestCount,
    requests: record.requests.map(presentInsuranceRequest),
    subscriptions: record.subscriptions.map((subscription) => ({
      id: subscription.id,
      subscription_plan_name: subscription.subscription_plan_name,
      billing_cycle: subscription.billing_cycle,
      price: Number(subscription.price).toFixed(2),
      currency: subscription.currency.trim(),
      status: subscription.status,
      created_at: subscription.created_at.toISOString(),
      current_period_end: subscription.current_period_end ? subscription.current_period_end.toISOString() : null,
      payment_status: subscription.payment_status,
    })),
    conversations: record.conversations.map((conversation) => ({
      id: conversation.id,
      subject: conversation.subject,
      priority: conversation.priority,
      awaiting_reply: conversation.awaiting_reply,
      message_count: conversation.message_count,
      last_message_at: conversation.last_message_at.toISOString(),
    })),
  }
}
