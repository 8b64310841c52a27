import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope, listEnvelope } from '../../../shared/schemas/envelope.ts'
import { AdminPolicyJson, InsurancePolicyJson } from '../../../shared/schemas/insurancePolicy.ts'

export const ADMIN_POLICY_PAGE_SIZE = 25

export interface AdminPolicyFilters {
  expiring: string
  status: string
  origin: string
  reshop: string
  page: number
}

function adminPoliciesKey(filters: AdminPolicyFilters): string {
  const params = new URLSearchParams({ per_page: String(ADMIN_POLICY_PAGE_SIZE), page: String(filters.page) })
  if (filters.expiring) params.set('expiring', filters.expiring)
  if (filters.status) params.set('status', filters.status)
  if (filters.origin) params.set('origin', filters.origin)
  if (filters.reshop) params.set('reshop', filters.reshop)
  return `/admin/policies?${params.toString()}`
}

/** Every customer's policies, filtered and paged on the server. */
export function useAdminPolicies(filters: AdminPolicyFilters) {
  const { data, error, isLoading } = useSWR(adminPoliciesKey(filters), fetchAs(listEnvelope(InsurancePolicyJson)), { keepPreviousData: true, dedupingInterval: 0 })
  return { policies: data?.data, meta: data?.meta, error, isLoading }
}

/** One policy with its history. */
export function useAdminPolicy(id: string) {
  const { data, error, isLoading, mutate } = useSWR(`/admin/policies/${encodeURIComponent(id)}`, fetchAs(dataEnvelope(AdminPolicyJson)), { dedupingInterval: 0 })
  return { policy: data?.data, error, isLoading, reload: mutate }
}
