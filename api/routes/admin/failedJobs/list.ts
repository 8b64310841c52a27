import { defineRoute } from '../../defineRoute.ts'
import { listFailedJobs } from '../../../services/failedJobs.ts'
import { presentFailedJob } from '../../../presenters/failedJob.ts'
import { FailedJobJson, FailedJobListQuery } from '../../../../shared/schemas/failedJobs.ts'
import { listEnvelope } from '../../../../shared/schemas/envelope.ts'

/** Background jobs that used up their attempts (the dead-letter list). */
export const list = defineRoute({
  method: 'get',
  path: '/admin/failed_jobs',
  access: 'admin',
  summary: 'Background jobs that used up their attempts',
  response: listEnvelope(FailedJobJson),
  errors: [],
  query: FailedJobListQuery,
  async handle({ query }) {
    const { results, meta } = await listFailedJobs(query)
    return { data: results.map(presentFailedJob), meta }
  },
})
