import { defineRoute } from '../../defineRoute.ts'
import { retryFailedJob } from '../../../services/failedJobs.ts'
import { FailedJobIdParams, RetriedJobJson } from '../../../../shared/schemas/failedJobs.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { adminWriteLimits } from '../../writeLimits.ts'

/** Queues a failed job again; it runs within a second or so, and leaves the list. */
export const retry = defineRoute({
  method: 'post',
  path: '/admin/failed_jobs/:job_id/retry',
  access: 'admin',
  summary: 'Queues a failed job again',
  response: messageEnvelope(RetriedJobJson),
  errors: ['not_found', 'conflict'],
  rateLimits: adminWriteLimits('failed_jobs:retry'),
  params: FailedJobIdParams,
  async handle({ app, params }) {
    const job = await retryFailedJob(app, params.job_id)
    return { data: { id: job.id, state: job.state }, message: 'The job was queued again.' }
  },
})
