import { defineRoute } from '../defineRoute.ts'
import { queueFailingJobs } from '../../services/failedJobs.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { FailingJobsBody, QueuedJobsJson } from '../../../shared/schemas/mailbox.ts'
import { actionLimits } from '../writeLimits.ts'

/** Queues jobs bound to fail, for trying the admin's failed-jobs screen and its pages; absent from production. */
export const failingJob = defineRoute({
  method: 'post',
  path: '/dev/failing_job',
  access: 'public',
  summary: 'Queues jobs bound to fail (development only)',
  body: FailingJobsBody,
  response: dataEnvelope(QueuedJobsJson),
  errors: ['not_found'],
  rateLimits: actionLimits('dev:failing_job'),
  devOnly: true,
  status: 201,
  async handle({ app, body }) {
    return { data: { ids: await queueFailingJobs(app, body.count) } }
  },
})
