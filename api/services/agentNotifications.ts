import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { enqueueAgentDigest } from './jobs/agentDigest.ts'
import type { AgentNotificationCountsJson, AgentNotificationKind } from '../../shared/schemas/agentNotifications.ts'

export type AgentNote =
  | { kind: Exclude<AgentNotificationKind, 'premium_help' | 'new_claim'>; insurance_request_id: number }
  | { kind: 'premium_help'; support_message_id: number }
  | { kind: 'new_claim'; accident_claim_id: number }

/** Records what agents must hear of, in the transaction of the event itself, and makes sure a digest will carry it. */
export async function noteForAgents(app: AppContext, trx: Knex.Transaction, note: AgentNote): Promise<void> {
  const now = app.now()
  await trx('agent_notifications').insert({ ...note, created_at: now })
  await enqueueAgentDigest(trx, now)
}

const seenThrough = async (db: Knex, adminId: number): Promise<number> => {
  const read: { seen_through_id: string | number } | undefined = await db('agent_notification_reads').where({ user_id: adminId }).first('seen_through_id')
  return Number(read?.seen_through_id ?? 0)
}

/** What this admin has not marked seen yet, by kind. */
export async function unseenAgentNotifications(app: AppContext, admin: User): Promise<AgentNotificationCountsJson> {
  const rows: { kind: AgentNotificationKind; total: string | number; latest: string | number }[] = await app.knex('agent_notifications')
    .where('id', '>', await seenThrough(app.knex, admin.id))
    .groupBy('kind')
    .select('kind', app.knex.raw('count(*) as total'), app.knex.raw('max(id) as latest'))
  const count = (kind: AgentNotificationKind) => Number(rows.find((row) => row.kind === kind)?.total ?? 0)
  const latest = rows.length === 0 ? null : Math.max(...rows.map((row) => Number(row.latest)))
  return { new_requests: count('new_request'), requotes: count('requote'), premium_help: count('premium_help'), new_claims: count('new_claim'), latest_id: latest }
}

/**
 * Marks everything up to `throughId` seen for this admin. The mark never moves back (a stale tab) and
 * never past the newest row (an id not written yet would be seen before it exists).
 */
export async function markAgentNotificationsSeen(app: AppContext, admin: User, throughId: number): Promise<AgentNotificationCountsJson> {
  await app.knex.transaction(async (trx) => {
    const newest: { id?: string | number | null } | undefined = await trx('agent_notifications').max({ id: 'id' }).first()
    const through = Math.min(throughId, Number(newest?.id ?? 0))
    await trx('agent_notification_reads')
      .insert({ user_id: admin.id, seen_through_id: through, updated_at: app.now() })
      .onConflict('user_id')
      .merge({ seen_through_id: trx.raw('GREATEST(agent_notification_reads.seen_through_id, EXCLUDED.seen_through_id)'), updated_at: app.now() })
  })
  return unseenAgentNotifications(app, admin)
}
