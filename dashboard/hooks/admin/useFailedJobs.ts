import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'
import { FailedJobJson } from '../../../shared/schemas/failedJobs.ts'

export const FAILED_JOBS_KEY = '/admin/failed_jobs'

/** Background jobs that used up their attempts, newest failure first, one page at a time. */
export function useFailedJobs(page: number) {
  const key = page > 1 ? `${FAILED_JOBS_KEY}?page=${page}` : FAILED_JOBS_KEY
  const { data, error, isLoading, mutate } = useSWR(key, fetchAs(listEnvelope(FailedJobJson)), { keepPreviousData: true, dedupingInterval: 0, revalidateOnMount: true })
  return { jobs: data?.data, meta: data?.meta, error, isLoading, mutate }
}
