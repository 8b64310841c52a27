import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { PromiseStatsJson } from '../../../shared/schemas/promiseStats.ts'

/** The 24-hour promise over the last 30 days. */
export function usePromiseStats() {
  const { data, error } = useSWR('/admin/promise_stats', fetchAs(dataEnvelope(PromiseStatsJson)), { dedupingInterval: 0 })
  return { stats: data?.data, error }
}
