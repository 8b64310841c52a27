import useSWR from 'swr'
import type { FailedJobJson, FailedJobListMeta } from '../../../shared/schemas/failedJobs.ts'

export const FAILED_JOBS_KEY = '/admin/failed_jobs'

interface FailedJobList {
  data: FailedJobJson[]
  meta: FailedJobListMeta
}

/** Background jobs that used up their attempts, newest failure first. */
export function useFailedJobs() {
  const { data, error, isLoading, mutate } = useSWR<FailedJobList>(FAILED_JOBS_KEY, { dedupingInterval: 0, revalidateOnMount: true })
  return { jobs: data?.data, meta: data?.meta, error, isLoading, mutate }
}
