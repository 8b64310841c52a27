import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import type { UserSubscriptionListQuery, UserSubscriptionSummaryJson } from '../../shared/schemas/admin.ts'
import type { SubscriptionStatusName } from '../../shared/schemas/subscriptions.ts'
import type { PaymentStatus } from '../../shared/schemas/subscriptions.ts'
import { likePattern } from '../db/likePattern.ts'
import { onPage } from '../db/pagination.ts'

export interface UserSubscriptionRow {
  id: number
  user_id: number
  first_name: string
  last_name: string
  email: string
  subscription_plan_name: string
  status: SubscriptionStatusName
  created_at: Date
  current_period_end: Date | null
  payment_status: PaymentStatus | null
}

const DAY_MS = 86_400_000

function filtered(knex: Knex, query: UserSubscriptionListQuery): Knex.QueryBuilder {
  return knex('subscriptions as s')
    .join('users as u', 'u.id', 's.user_id')
    .join('subscription_plans as p', 'p.id', 's.subscription_plan_id')
    // A deleted account's kept subscriptions are in no list (issue #34).
    .whereNull('u.deleted_at')
    .modify((builder) => {
      if (query.status) builder.where('s.status', query.status)
      // Abandoned checkouts (expired before they ever started) show only when expired ones are asked for.
      else builder.whereNot((abandoned) => abandoned.where('s.status', 'expired').whereNull('s.started_at'))
      if (query.search) {
        const pattern = likePattern(query.search)
        builder.where((where) =>
          where
            .whereRaw("(u.first_name || ' ' || u.last_name) ILIKE ?", [pattern])
            .orWhereILike('u.email', pattern)
            .orWhereILike('p.name', pattern),
        )
      }
    })
}

/**
 * What an admin reads about any subscription row `s`, in the list and on a user's page alike. Cancelling
 * ends a plan at once: its real end is the cancellation, not the paid period's end.
 */
export function subscriptionEndAndPaymentStatus(knex: Knex): Knex.Raw[] {
  return [
    knex.raw("CASE WHEN s.status = 'canceled' THEN s.canceled_at ELSE s.current_period_end END AS current_period_end"),
    knex.raw('(select p.status from payments p where p.subscription_id = s.id order by p.id desc limit 1) as payment_status'),
  ]
}

/** A page of every user's subscriptions, newest first, searched by user name, e-mail or plan name. */
export async function listUserSubscriptions(
  app: AppContext,
  query: UserSubscriptionListQuery,
): Promise<{ rows: UserSubscriptionRow[]; total: number }> {
  const countRow: { total: number } | undefined = await filtered(app.knex, query).count({ total: '*' }).first()
  const ordered = filtered(app.knex, query)
    .select(
      's.id', 's.user_id', 'u.first_name', 'u.last_name', 'u.email', 'p.name as subscription_plan_name',
      's.status', 's.created_at',
      ...subscriptionEndAndPaymentStatus(app.knex),
    )
    .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }])
  const rows: UserSubscriptionRow[] = await onPage(ordered, query)
  return { rows, total: countRow?.total ?? 0 }
}

/**
 * The summary cards, over every record whatever the filters. Expiring = active and ending within 1 to
 * 30 days with days rounded up, i.e. after now and no later than 30 days from now.
 */
export async function summariseUserSubscriptions(app: AppContext): Promise<UserSubscriptionSummaryJson> {
  const now = app.now()
  const horizon = new Date(now.getTime() + 30 * DAY_MS)
  const row: { active: number; canceled: number; expiring_in_30_days: number } | undefined = await app
    .knex('subscriptions')
    .select(
      app.knex.raw("count(*) filter (where status = 'active')::int as active"),
      app.knex.raw("count(*) filter (where status = 'canceled')::int as canceled"),
      app.knex.raw(
        "count(*) filter (where status = 'active' and current_period_end > ? and current_period_end <= ?)::int as expiring_in_30_days",
        [now, horizon],
      ),
    )
    .first()
  return { active: row?.active ?? 0, canceled: row?.canceled ?? 0, expiring_in_30_days: row?.expiring_in_30_days ?? 0 }
}

/** Every status present in the data, for the status dropdown. */
export async function subscriptionStatusesInUse(app: AppContext): Promise<SubscriptionStatusName[]> {
  const rows: { status: SubscriptionStatusName }[] = await app.knex('subscriptions').distinct('status').orderBy('status')
  return rows.map((row) => row.status)
}
