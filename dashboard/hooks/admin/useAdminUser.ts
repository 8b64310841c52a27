import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { AdminUserJson } from '../../../shared/schemas/admin.ts'

/** One user's page: profile, requests, subscriptions and help conversations. */
export function useAdminUser(userId: string) {
  const { data, error, isLoading } = useSWR(`/admin/users/${encodeURIComponent(userId)}`, fetchAs(dataEnvelope(AdminUserJson)), { dedupingInterval: 0 })
  return { user: data?.data, error, isLoading }
}
