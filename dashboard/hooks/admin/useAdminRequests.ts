import useSWR from 'swr'
import { read } from '../../kit/api.ts'
import { fetchAs } from '../../lib/swrConfig.ts'
import { collectionEnvelope, listEnvelope } from '../../../shared/schemas/envelope.ts'
import { InsuranceRequestJson, RequestStatusChangeJson } from '../../../shared/schemas/insuranceRequestJson.ts'

export const ADMIN_PAGE_SIZE = 25

export interface AdminRequestFilters {
  search: string
  type: string
  status: string
  /** '' | 'soon' | 'overdue' */
  due: string
  /** '' (newest first) | 'due' */
  sort: string
  page: number
}

function adminRequestsKey(filters: AdminRequestFilters): string {
  const params = new URLSearchParams({ per_page: String(ADMIN_PAGE_SIZE), page: String(filters.page) })
  if (filters.search) params.set('search', filters.search)
  if (filters.type) params.set('type', filters.type)
  if (filters.status) params.set('status', filters.status)
  if (filters.due) params.set('due', filters.due)
  if (filters.sort) params.set('sort', filters.sort)
  return `/insurance_requests?${params.toString()}`
}

/** Every customer's requests, searched, filtered and paged on the server. */
export function useAdminRequests(filters: AdminRequestFilters) {
  const { data, error, isLoading, isValidating, mutate } = useSWR(adminRequestsKey(filters), fetchAs(listEnvelope(InsuranceRequestJson)), {
    keepPreviousData: true,
    dedupingInterval: 0,
  })
  return { requests: data?.data, meta: data?.meta, error, isLoading, isValidating, mutate }
}

const adminRequestKey = (requestNumber: string) => `/insurance_requests/${encodeURIComponent(requestNumber)}`

/** Shares its cache entry with the customer's useInsuranceRequest: the same key, the same typed read. */
export function useAdminRequest(requestNumber: string) {
  const { data, error, isLoading, mutate } = useSWR(adminRequestKey(requestNumber), (path: string) => read.data(InsuranceRequestJson, path), {
    dedupingInterval: 0,
  })
  return { request: data, error, isLoading, mutate }
}

/** The request's audit trail, newest first. */
export function useStatusChanges(requestNumber: string) {
  const { data, error, isLoading, mutate } = useSWR(
    `${adminRequestKey(requestNumber)}/status_changes`,
    fetchAs(collectionEnvelope(RequestStatusChangeJson)),
    { dedupingInterval: 0 },
  )
  return { changes: data?.data, error, isLoading, mutate }
}
