import useSWR from 'swr'
import { fetchAs, pagedKey } from '../../lib/swrConfig.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'
import { FailedJobJson } from '../../../shared/schemas/failedJobs.ts'

export const FAILED_JOBS_KEY = '/admin/failed_jobs'

/** Background jobs that used up their attempts, newest failure first, one page at a time. */
export function useFailedJobs(page: number) {
  const { data, error, isLoading, mutate } = useSWR(pagedKey(FAILED_JOBS_KEY, page), fetchAs(listEnvelope(FailedJobJson)), { keepPreviousData: true, dedupingInterval: 0, revalidateOnMount: true })
  return { jobs: data?.data, meta: data?.meta, error, isLoading, mutate }
}
