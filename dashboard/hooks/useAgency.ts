import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { collectionEnvelope, dataEnvelope } from '../../shared/schemas/envelope.ts'
import { AgencyChangeJson, AgencyJson } from '../../shared/schemas/agency.ts'

const AGENCY_KEY = '/agency'
export const ADMIN_AGENCY_KEY = '/admin/agency'

const fetchAgency = fetchAs(dataEnvelope(AgencyJson.nullable()))

/** The agency and its licences as anyone sees them; null until an admin sets it up. */
export function useAgency() {
  const { data, error, isLoading } = useSWR(AGENCY_KEY, fetchAgency)
  return { agency: data?.data, error, isLoading }
}

/** The same, read fresh for the admin's Agency settings form. */
export function useAdminAgency() {
  const { data, error, isLoading, mutate } = useSWR(ADMIN_AGENCY_KEY, fetchAgency, { dedupingInterval: 0 })
  return { agency: data?.data, error, isLoading, mutate }
}

/** Who changed the agency settings and what, newest first. */
export function useAgencyChanges() {
  const { data, error, mutate } = useSWR(`${ADMIN_AGENCY_KEY}/changes`, fetchAs(collectionEnvelope(AgencyChangeJson)), { dedupingInterval: 0 })
  return { changes: data?.data, error, mutate }
}
