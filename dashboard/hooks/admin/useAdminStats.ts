import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { AdminStatsJson } from '../../../shared/schemas/admin.ts'

export const ADMIN_STATS_KEY = '/admin/stats'

/** The /admin cards' live counts; `enabled` false (a customer's header) asks for nothing. */
export function useAdminStats(enabled = true) {
  const { data, error, isLoading } = useSWR(enabled ? ADMIN_STATS_KEY : null, fetchAs(dataEnvelope(AdminStatsJson)), { dedupingInterval: 0, revalidateOnMount: true })
  return { stats: data?.data, error, isLoading }
}
