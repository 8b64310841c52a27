import useSWR from 'swr'
import { read } from '../kit/api.ts'
import { InsuranceRequestJson } from '../../shared/schemas/insuranceRequestJson.ts'

export interface RequestFilters {
  search?: string
  type?: string
  status?: string
}

/** The most a customer's list asks for at once; the server caps a page at 100. */
const REQUEST_PAGE_SIZE = 100

function requestsKey(filters: RequestFilters = {}): string {
  const params = new URLSearchParams({ per_page: String(REQUEST_PAGE_SIZE) })
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  return `/insurance_requests?${params.toString()}`
}

/** The customer's requests, newest first, searched and filtered on the server. */
export function useInsuranceRequests(filters: RequestFilters = {}) {
  const { data, error, isLoading, mutate } = useSWR(requestsKey(filters), (path: string) => read.list(InsuranceRequestJson, path), {
    keepPreviousData: true,
  })
  return { requests: data?.data, total: data?.meta.total, error, isLoading, mutate }
}
