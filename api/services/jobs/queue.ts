import type { Knex } from 'knex'
import { JOB_PAYLOADS, type JobKind, type JobPayloadOf } from './payloads.ts'
import { jobsQueued } from './wake.ts'

/** A job that may still run: waiting for its time, or running now. */
export const LIVE_JOB_STATES = ['queued', 'running'] as const

/**
 * The columns that retire a job for good: canceled, with no owner or lease left, so a run still going
 * cannot record its end over it (its owner token no longer matches) and it is never claimed again.
 */
export const retiredJob = (now: Date, reason: string) =>
  ({ state: 'canceled', owner: null, locked_until: null, finished_at: now, last_error: reason, updated_at: now }) as const

/**
 * Schedules a job in the caller's transaction, so it exists exactly when the change that causes it
 * commits (and this process's worker hears of it then). The dedupe key makes scheduling the same
 * thing twice a no-op.
 */
export async function enqueueJob<K extends JobKind>(
  trx: Knex | Knex.Transaction,
  job: { kind: K; payload: JobPayloadOf<K>; runAt: Date; dedupeKey: string },
): Promise<void> {
  const payload = JOB_PAYLOADS[job.kind].parse(job.payload)
  await trx('jobs')
    .insert({ kind: job.kind, payload: JSON.stringify(payload), run_at: job.runAt, dedupe_key: job.dedupeKey })
    .onConflict('dedupe_key')
    .ignore()
  jobsQueued(trx, job.kind)
}

/**
 * Retires a subscription's pending jobs (it was canceled or expired), and a renewal reminder e-mail
 * not yet delivered: it would announce a renewal that will not happen. Reconciliation is never
 * retired: money Square took for the subscription must still end placed or refunded. A job running
 * now is canceled too: its run cannot record an end over the cancel (its owner token no longer
 * matches), so it is never queued again.
 */
export async function cancelJobsFor(trx: Knex.Transaction, subscriptionId: number, now: Date): Promise<void> {
  await trx('jobs')
    .whereIn('state', LIVE_JOB_STATES)
    .whereNot({ kind: 'payment_reconcile' })
    .where((q) => q
      // Compared as text: a malformed payload (bound for the failed-jobs list) must not break a cancel.
      .whereRaw("payload->>'subscription_id' = ?", [String(subscriptionId)])
      .orWhere((mail) => mail.where({ kind: 'send_mail' }).whereLike('dedupe_key', `mail:renewal_reminder:sub_${subscriptionId}:%`)))
    .update(retiredJob(now, 'subscription ended'))
}
