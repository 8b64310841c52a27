import type { AppContext } from '../context.ts'
import { conflict, notFound } from '../errors.ts'
import { Job } from '../models/Job.ts'
import { fetchPage } from '../db/pagination.ts'
import { jobDefinition } from './jobs/list.ts'
import { FAILED_JOBS_PER_PAGE, type FailedJobListQuery } from '../../shared/schemas/failedJobs.ts'

/** Dead jobs, the most recently failed first. */
export function listFailedJobs(query: FailedJobListQuery) {
  const failed = Job.query()
    .where({ state: 'dead' })
    .orderBy([{ column: 'finished_at', order: 'desc' }, { column: 'id', order: 'desc' }])
  return fetchPage(failed, { page: query.page, per_page: FAILED_JOBS_PER_PAGE })
}

/**
 * Puts a dead job back on the queue with fresh attempts, due now. Its handler is idempotent, so a
 * retry finishes what the failed runs began and repeats nothing they completed.
 */
export async function retryFailedJob(app: AppContext, jobId: number): Promise<Job> {
  return app.knex.transaction(async (trx) => {
    const job = await Job.query(trx).findById(jobId).forUpdate()
    if (!job) throw notFound('Job not found.')
    if (job.state !== 'dead') throw conflict('Only a failed job can be retried.')
    return job.$query(trx).patchAndFetch({ state: 'queued', attempts: 0, run_at: app.now(), locked_until: null, finished_at: null, updated_at: app.now() })
  })
}

/**
 * Development only: `count` jobs that cannot succeed (their payload names no subscription), each on
 * its last attempt, so the worker turns them into failed jobs within seconds and the screen can be tried.
 */
export async function queueFailingJobs(app: AppContext, count: number): Promise<number[]> {
  const attempts = (jobDefinition('renewal_reminder')?.maxAttempts ?? 1) - 1
  const job = { kind: 'renewal_reminder', payload: JSON.stringify({ subscription_id: null }), run_at: app.now(), attempts }
  const rows: { id: number }[] = await app.knex('jobs').insert(Array.from({ length: count }, () => job)).returning('id')
  return rows.map((row) => row.id)
}
