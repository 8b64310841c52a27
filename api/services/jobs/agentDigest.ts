import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import type { Job } from '../../models/Job.ts'
import { User } from '../../models/User.ts'
import { agentDigestMessage, type DigestItem } from '../../mail/templates/agentDigest.ts'
import { enqueueMail } from '../mailing.ts'
import { adminRequestUrl } from '../statusMail.ts'
import { enqueueJob } from './queue.ts'
import { defineJob } from './defineJob.ts'
import type { AgentNotificationKind } from '../../../shared/schemas/agentNotifications.ts'

export const QUARTER_MS = 15 * 60_000

/**
 * Queues the digest of the current quarter hour, to run at its end. The dedupe key names the quarter,
 * so each event of a quarter, and the worker's own schedule (which catches an event committed just as
 * its quarter's digest ran), share one job: admins get at most one digest a quarter hour.
 */
export async function enqueueAgentDigest(db: Knex | Knex.Transaction, now: Date): Promise<void> {
  const start = Math.floor(now.getTime() / QUARTER_MS) * QUARTER_MS
  const runAt = new Date(start + QUARTER_MS)
  await enqueueJob(db, { kind: 'send_agent_digest', payload: {}, runAt, dedupeKey: `agent_digest:${new Date(start).toISOString()}` })
}

interface UnsentRow {
  id: string | number
  kind: AgentNotificationKind
  request_number: string | null
  conversation_id: string | number | null
  claim_number: string | null
}

function digestItem(app: AppContext, row: UnsentRow): DigestItem {
  if (row.kind === 'new_claim') return { kind: row.kind, label: row.claim_number ?? '', url: `${app.config.publicUrl}/admin/claims/${row.claim_number ?? ''}` }
  if (row.kind === 'premium_help') return { kind: row.kind, label: `conversation #${row.conversation_id}`, url: `${app.config.publicUrl}/admin/support/${row.conversation_id}` }
  const number = row.request_number ?? ''
  return { kind: row.kind, label: number, url: adminRequestUrl(app, number) }
}

/**
 * The send_agent_digest handler: in one transaction, takes every row no digest has carried yet, stamps
 * them, and queues one e-mail per admin. A second run finds nothing unsent and sends nothing.
 */
async function sendAgentDigest(app: AppContext, _payload: unknown, job: Job): Promise<void> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const rows: UnsentRow[] = await trx('agent_notifications as n')
      .leftJoin('insurance_requests as r', 'r.id', 'n.insurance_request_id')
      .leftJoin('support_messages as m', 'm.id', 'n.support_message_id')
      .leftJoin('accident_claims as c', 'c.id', 'n.accident_claim_id')
      .whereNull('n.digested_at')
      .orderBy('n.id')
      .forUpdate('n')
      .select('n.id', 'n.kind', 'r.request_number', 'm.conversation_id', 'c.claim_number')
    if (rows.length === 0) return
    await trx('agent_notifications').whereIn('id', rows.map((row) => row.id)).update({ digested_at: now })
    const items = rows.map((row) => digestItem(app, row))
    const admins = await User.query(trx).where({ admin: true }).whereNull('deleted_at').orderBy('id')
    for (const admin of admins) {
      await enqueueMail(trx, agentDigestMessage({ to: admin.email, items, adminUrl: `${app.config.publicUrl}/admin` }), `agent_digest:job_${job.id}:admin_${admin.id}`, now)
    }
  })
}

export const agentDigestJob = defineJob({ kind: 'send_agent_digest', maxAttempts: 5, concurrency: 1, handle: sendAgentDigest })
