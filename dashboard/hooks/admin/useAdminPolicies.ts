import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { collectionEnvelope, dataEnvelope, listEnvelope } from '../../../shared/schemas/envelope.ts'
import { AdminPolicyJson, InsurancePolicyJson } from '../../../shared/schemas/insurancePolicy.ts'
import { XDateWeekJson } from '../../../shared/schemas/xDates.ts'

export const ADMIN_POLICY_PAGE_SIZE = 25

export interface AdminPolicyFilters {
  expiring: string
  status: string
  origin: string
  /** A span of expiration days, as one week of the X-date view picks. */
  expires_from: string
  expires_to: string
  reshop: string
  page: number
}

function adminPoliciesKey(filters: AdminPolicyFilters): string {
  const params = new URLSearchParams({ per_page: String(ADMIN_POLICY_PAGE_SIZE), page: String(filters.page) })
  if (filters.expiring) params.set('expiring', filters.expiring)
  if (filters.status) params.set('status', filters.status)
  if (filters.origin) params.set('origin', filters.origin)
  if (filters.expires_from) params.set('expires_from', filters.expires_from)
  if (filters.expires_to) params.set('expires_to', filters.expires_to)
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

/** Live policies expiring week by week, this week first: the X-date view. */
export function useXDateWeeks() {
  const { data, error } = useSWR('/admin/policies/x_dates', fetchAs(collectionEnvelope(XDateWeekJson)), { dedupingInterval: 0 })
  return { weeks: data?.data, error }
}
