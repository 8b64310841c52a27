import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'
import { FailedJobJson } from '../../../shared/schemas/failedJobs.ts'

export const FAILED_JOBS_KEY = '/admin/failed_jobs'

/** Background jobs that used up their attempts, newest failure first. */
export function useFailedJobs() {
  const { data, error, isLoading, mutate } = useSWR(FAILED_JOBS_KEY, fetchAs(listEnvelope(FailedJobJson)), { dedupingInterval: 0, revalidateOnMount: true })
  return { jobs: data?.data, meta: data?.meta, error, isLoading, mutate }
}
