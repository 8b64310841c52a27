import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope, listEnvelope } from '../../../shared/schemas/envelope.ts'
import { AdminAccidentClaimJson, AdminClaimRowJson, ClaimStatsJson } from '../../../shared/schemas/accidentClaims.ts'

export const ADMIN_CLAIM_PAGE_SIZE = 25

export interface AdminClaimFilters {
  due: string
  status: string
  state: string
  carrier_id: string
  page: number
}

function adminClaimsKey(filters: AdminClaimFilters): string {
  const params = new URLSearchParams({ per_page: String(ADMIN_CLAIM_PAGE_SIZE), page: String(filters.page) })
  for (const name of ['due', 'status', 'state', 'carrier_id'] as const) if (filters[name]) params.set(name, filters[name])
  return `/admin/claims?${params.toString()}`
}

/** The agents' claim queue, least time left first, filtered and paged on the server. */
export function useAdminClaims(filters: AdminClaimFilters) {
  const { data, error } = useSWR(adminClaimsKey(filters), fetchAs(listEnvelope(AdminClaimRowJson)), { keepPreviousData: true, dedupingInterval: 0 })
  return { claims: data?.data, meta: data?.meta, error }
}

const adminClaimKey = (number: string) => `/admin/claims/${encodeURIComponent(number)}`

/** One claim with its policy, notes and history. */
export function useAdminClaim(number: string) {
  const { data, error, mutate } = useSWR(adminClaimKey(number), fetchAs(dataEnvelope(AdminAccidentClaimJson)), { dedupingInterval: 0 })
  return { claim: data?.data, error, reload: mutate }
}

/** Claims filed within 24 hours over the last 30 days. */
export function useClaimStats() {
  const { data, error } = useSWR('/admin/claim_stats', fetchAs(dataEnvelope(ClaimStatsJson)), { dedupingInterval: 0 })
  return { stats: data?.data, error }
}
