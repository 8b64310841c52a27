import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { dataEnvelope, listEnvelope } from '../../shared/schemas/envelope.ts'
import { AccidentClaimJson } from '../../shared/schemas/accidentClaims.ts'

export const MY_CLAIMS_KEY = '/claims?per_page=100'
const claimKey = (number: string) => `/claims/${encodeURIComponent(number)}`

/** The customer's own accident reports, drafts included, newest first. */
export function useMyClaims() {
  const { data, error, isLoading } = useSWR(MY_CLAIMS_KEY, fetchAs(listEnvelope(AccidentClaimJson)), { dedupingInterval: 0 })
  return { claims: data?.data, error, isLoading }
}

export function useClaim(number: string) {
  const { data, error, isLoading, mutate } = useSWR(claimKey(number), fetchAs(dataEnvelope(AccidentClaimJson)), { dedupingInterval: 0 })
  return { claim: data?.data, error, isLoading, reload: mutate }
}
