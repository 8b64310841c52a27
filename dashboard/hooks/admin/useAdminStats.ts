import useSWR from 'swr'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { AdminStatsJson } from '../../../shared/schemas/admin.ts'

export const ADMIN_STATS_KEY = '/admin/stats'

/** The /admin cards' live counts. */
export function useAdminStats() {
  const { data, error, isLoading } = useSWR<DataEnvelope<AdminStatsJson>>(ADMIN_STATS_KEY, { dedupingInterval: 0, revalidateOnMount: true })
  return { stats: data?.data, error, isLoading }
}
