import useSWR from 'swr'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { PromiseStatsJson } from '../../../shared/schemas/promiseStats.ts'

/** The 24-hour promise over the last 30 days. */
export function usePromiseStats() {
  const { data, error } = useSWR<DataEnvelope<PromiseStatsJson>>('/admin/promise_stats', { dedupingInterval: 0 })
  return { stats: data?.data, error }
}
