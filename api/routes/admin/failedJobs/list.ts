import { defineRoute } from '../../defineRoute.ts'
import { listFailedJobs } from '../../../services/failedJobs.ts'
import { presentFailedJob } from '../../../presenters/failedJob.ts'
import { FAILED_JOBS_PER_PAGE, FailedJobJson, FailedJobListMeta, FailedJobListQuery } from '../../../../shared/schemas/failedJobs.ts'
import { listEnvelope } from '../../../../shared/schemas/envelope.ts'

/** Background jobs that used up their attempts (the dead-letter list). */
export const list = defineRoute({
  method: 'get',
  path: '/admin/failed_jobs',
  access: 'admin',
  summary: 'Background jobs that used up their attempts',
  response: listEnvelope(FailedJobJson, FailedJobListMeta),
  errors: [],
  query: FailedJobListQuery,
  async handle({ query }) {
    const { jobs, total } = await listFailedJobs(query)
    const meta: FailedJobListMeta = { total, page: query.page, per_page: FAILED_JOBS_PER_PAGE }
    return { data: jobs.map(presentFailedJob), meta }
  },
})
