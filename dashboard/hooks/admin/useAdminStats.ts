import useSWR from 'swr'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { AdminStatsJson } from '../../../shared/schemas/admin.ts'

export const ADMIN_STATS_KEY = '/admin/stats'

/** The /admin cards' live counts; `enabled` false (a customer's header) asks for nothing. */
export function useAdminStats(enabled = true) {
  const { data, error, isLoading } = useSWR<DataEnvelope<AdminStatsJson>>(enabled ? ADMIN_STATS_KEY : null, { dedupingInterval: 0, revalidateOnMount: true })
  return { stats: data?.data, error, isLoading }
}
