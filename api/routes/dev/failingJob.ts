import { defineRoute } from '../defineRoute.ts'
import { queueFailingJob } from '../../services/failedJobs.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { QueuedJobJson } from '../../../shared/schemas/mailbox.ts'
import { actionLimits } from '../writeLimits.ts'

/** Queues a job bound to fail, for trying the admin's failed-jobs screen; absent from production. */
export const failingJob = defineRoute({
  method: 'post',
  path: '/dev/failing_job',
  access: 'public',
  summary: 'Queues a job bound to fail (development only)',
  response: dataEnvelope(QueuedJobJson),
  errors: ['not_found'],
  rateLimits: actionLimits('dev:failing_job'),
  devOnly: true,
  status: 201,
  async handle({ app }) {
    return { data: { id: await queueFailingJob(app) } }
  },
})
