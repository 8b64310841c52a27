import type { AppContext } from '../../context.ts'
import { enqueueJob, LIVE_JOB_STATES } from './queue.ts'
import { defineJob } from './defineJob.ts'
import { enqueueAgentDigest } from './agentDigest.ts'
import { purgeExpiredRateLimits } from '../rateLimits.ts'
import { RECONCILE_AFTER_MS } from '../../billing/payments/attempts.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** A checkout left pending this long was abandoned. */
const PENDING_TTL_MS = DAY_MS

/**
 * Keeps the periodic jobs on the queue: one per quarter hour (the agents' digest), one per hour (expiry,
 * rate-limit purge, the reconciliation sweep) and one per day (pruning, the purge of kept records past their period, policies' renewal notices, and on the embedded database its
 * backup). The dedupe key names the quarter, hour or day, so every worker of every process may call this on every tick. The day's backup is due an
 * hour after the first tick of the day (about 01:00 UTC, or an hour after a start), so a server that runs only
 * briefly (a test's) copies nothing. PostgreSQL is backed up by its own means (README, Backups).
 */
export async function schedulePeriodicJobs(app: AppContext): Promise<void> {
  const now = app.now()
  const hour = now.toISOString().slice(0, 13)
  await enqueueJob(app.knex, { kind: 'expire_pending_subscriptions', payload: {}, runAt: now, dedupeKey: `expire_pending:${hour}` })
  await enqueueJob(app.knex, { kind: 'purge_rate_limits', payload: {}, runAt: now, dedupeKey: `purge_rate_limits:${hour}` })
  await enqueueJob(app.knex, { kind: 'expire_insurance_policies', payload: {}, runAt: now, dedupeKey: `expire_insurance_policies:${hour}` })
  await enqueueJob(app.knex, { kind: 'reconcile_sweep', payload: {}, runAt: now, dedupeKey: `reconcile_sweep:${hour}` })
  await enqueueJob(app.knex, { kind: 'prune_jobs', payload: {}, runAt: now, dedupeKey: `prune_jobs:${hour.slice(0, 10)}` })
  await enqueueJob(app.knex, { kind: 'purge_kept_records', payload: {}, runAt: now, dedupeKey: `purge_kept_records:${hour.slice(0, 10)}` })
  await enqueueJob(app.knex, { kind: 'notice_policy_renewals', payload: {}, runAt: now, dedupeKey: `notice_policy_renewals:${hour.slice(0, 10)}` })
  if (!app.config.databaseUrl) await enqueueJob(app.knex, { kind: 'backup_database', payload: {}, runAt: new Date(now.getTime() + HOUR_MS), dedupeKey: `backup_database:${hour.slice(0, 10)}` })
  await enqueueAgentDigest(app.knex, now)
}

/**
 * The reconcile_sweep job, queued once an hour (one job, whichever process runs it): a payment still open past its reconcile time (an attempt still processing, a
 * refund owed and not completed) with no reconciliation queued gets one, so none is left unnoticed
 * whatever retired or ended its first (a canceled job, an attempt held until we were fixed, a refund
 * still pending). A dead one is already in front of the admin (Failed Jobs), whose retry it waits for:
 * queuing another beside it each hour would only add a dead job an hour.
 */
export async function scheduleMissingReconciles(app: AppContext): Promise<void> {
  const now = app.now()
  const hour = now.toISOString().slice(0, 13)
  const open: Array<{ subscription_id: number; period_number: number; idempotency_key: string }> = await app.knex('payments as p')
    .where((q) => q
      .where('p.status', 'processing')
      .orWhere((owed) => owed.where('p.status', 'completed').whereNotNull('p.refund_reason').whereRaw("p.refund_status IS DISTINCT FROM 'FAILED'")))
    .where('p.created_at', '<', new Date(now.getTime() - RECONCILE_AFTER_MS))
    .where((q) => q.whereNull('p.locked_until').orWhere('p.locked_until', '<', now))
    .whereNotExists((q) => q.select(1).from('jobs as j')
      .where({ 'j.kind': 'payment_reconcile' }).whereIn('j.state', [...LIVE_JOB_STATES, 'dead'])
      .whereRaw("j.payload->>'subscription_id' = p.subscription_id::text AND j.payload->>'period' = p.period_number::text"))
    .select('p.subscription_id', 'p.period_number', 'p.idempotency_key')
  for (const payment of open) {
    await enqueueJob(app.knex, {
      kind: 'payment_reconcile',
      payload: { subscription_id: payment.subscription_id, period: payment.period_number },
      runAt: now,
      dedupeKey: `reconcile:${payment.idempotency_key}:${hour}`,
    })
  }
  if (open.length > 0) app.log.warn({ payments: open.length }, 'open payments without a reconciliation job; one scheduled for each')
}

/**
 * Expires checkouts pending for more than a day. One whose payment is still being settled (Square's
 * answer unknown) stays pending: the settle job must still be able to activate what was paid for.
 */
export async function expirePendingSubscriptions(app: AppContext): Promise<void> {
  const now = app.now()
  const expired = await app.knex('subscriptions as s')
    .where('s.status', 'pending')
    .where('s.created_at', '<', new Date(now.getTime() - PENDING_TTL_MS))
    .whereNotExists((q) => q.select(1).from('payments as p').whereRaw('p.subscription_id = s.id').where('p.status', 'processing'))
    .update({ status: 'expired', updated_at: now })
  if (expired > 0) app.log.info({ expired }, 'abandoned checkouts expired')
}

/** Deletes finished jobs and mail delivery records older than the retention period; dead jobs stay. */
export async function pruneFinishedJobs(app: AppContext): Promise<void> {
  const cutoff = new Date(app.now().getTime() - app.config.jobRetentionDays * DAY_MS)
  const jobs = await app.knex('jobs').whereIn('state', ['done', 'canceled']).where('finished_at', '<', cutoff).delete()
  // A delivery whose outcome never became known is kept as long as one that was sent.
  const deliveries = await app.knex('mail_deliveries').where('attempted_at', '<', cutoff).delete()
  app.log.info({ jobs, deliveries }, 'finished jobs pruned')
}

/** Deletes the rate-limit rows whose window and any wait are over, so the table holds only live ones. */
async function purgeRateLimits(app: AppContext): Promise<void> {
  const purged = await purgeExpiredRateLimits(app.knex, app.now())
  app.log.info({ purged }, 'expired rate limits purged')
}

/** One at a time is enough: each works on whatever is due when it runs. */
const housekeeping = { maxAttempts: 5, concurrency: 1 }

export const housekeepingJobs = [
  defineJob({ ...housekeeping, kind: 'expire_pending_subscriptions', handle: expirePendingSubscriptions }),
  defineJob({ ...housekeeping, kind: 'prune_jobs', handle: pruneFinishedJobs }),
  defineJob({ ...housekeeping, kind: 'purge_rate_limits', handle: purgeRateLimits }),
  defineJob({ ...housekeeping, kind: 'reconcile_sweep', handle: scheduleMissingReconciles }),
]
