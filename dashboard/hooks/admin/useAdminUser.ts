import useSWR from 'swr'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { AdminUserJson } from '../../../shared/schemas/admin.ts'

/** One user's page: profile, requests, subscriptions and help conversations. */
export function useAdminUser(userId: string) {
  const { data, error, isLoading } = useSWR<DataEnvelope<AdminUserJson>>(`/admin/users/${encodeURIComponent(userId)}`, { dedupingInterval: 0 })
  return { user: data?.data, error, isLoading }
}
