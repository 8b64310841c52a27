import type { Job } from '../models/Job.ts'
import type { FailedJobJson } from '../../shared/schemas/failedJobs.ts'

/** A dead job for the admin; its payload (addresses, message bodies) is not shown. */
export function presentFailedJob(job: Job): FailedJobJson {
  return {
    id: job.id,
    kind: job.kind,
    attempts: job.attempts,
    last_error: job.last_error,
    failed_at: (job.finished_at ?? job.updated_at).toISOString(),
    created_at: job.created_at.toISOString(),
  }
}
