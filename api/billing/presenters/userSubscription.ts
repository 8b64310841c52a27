import type { UserSubscriptionRow } from '../adminUserSubscriptions.ts'
import type { UserSubscriptionJson } from '../../../shared/schemas/admin.ts'

/** One row of the admin user-subscriptions list (spec §3). */
export function presentUserSubscription(row: UserSubscriptionRow): UserSubscriptionJson {
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: `${row.first_name} ${row.last_name}`.trim() || row.email,
    user_email: row.email,
    subscription_plan_name: row.subscription_plan_name,
    status: row.status,
    created_at: row.created_at.toISOString(),
    current_period_end: row.current_period_end ? row.current_period_end.toISOString() : null,
    payment_status: row.payment_status,
  }
}
