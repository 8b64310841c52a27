import type { Knex } from 'knex'

export type JobKind = 'renewal_reminder' | 'renewal_charge' | 'payment_settle'

export interface JobPayload {
  subscription_id: number
  /** The billing period the job concerns: the one ending (reminder) or the one to charge (renewal, settle). */
  period: number
  attempt?: number
}

/** Schedules a job; the dedupe key makes scheduling the same thing twice a no-op. */
export async function enqueueJob(
  trx: Knex | Knex.Transaction,
  job: { kind: JobKind; payload: JobPayload; runAt: Date; dedupeKey: string },
): Promise<void> {
  await trx('jobs')
    .insert({ kind: job.kind, payload: JSON.stringify(job.payload), run_at: job.runAt, dedupe_key: job.dedupeKey })
    .onConflict('dedupe_key')
    .ignore()
}

/** Retires a subscription's pending jobs (it was canceled or expired). */
export async function cancelJobsFor(trx: Knex.Transaction, subscriptionId: number, now: Date): Promise<void> {
  await trx('jobs')
    .whereNull('finished_at')
    .whereRaw("(payload->>'subscription_id')::bigint = ?", [subscriptionId])
    .update({ finished_at: now, last_error: 'subscription ended', updated_at: now })
}
