import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { collectionEnvelope, dataEnvelope, listEnvelope } from '../../shared/schemas/envelope.ts'
import { CarrierChoiceJson, CoverageCheckJson, InsurancePolicyJson } from '../../shared/schemas/insurancePolicy.ts'
import { PolicyDocumentJson } from '../../shared/schemas/policyDocument.ts'
import { PolicyRenewalPageJson } from '../../shared/schemas/policyRenewal.ts'

/** The most "My policies" asks for at once; the server caps a page at 100. */
const POLICY_PAGE_SIZE = 100

export const MY_POLICIES_KEY = `/policies?per_page=${POLICY_PAGE_SIZE}`
const policyKey = (id: string) => `/policies/${encodeURIComponent(id)}`
const coverageCheckKey = (id: string) => `${policyKey(id)}/coverage_check`

/** The customer's own policies, soonest to expire first. */
export function useMyPolicies() {
  const { data, error, isLoading } = useSWR(MY_POLICIES_KEY, fetchAs(listEnvelope(InsurancePolicyJson)), { dedupingInterval: 0 })
  return { policies: data?.data, total: data?.meta.total, error, isLoading }
}

export function usePolicy(id: string) {
  const { data, error, isLoading, mutate } = useSWR(policyKey(id), fetchAs(dataEnvelope(InsurancePolicyJson)), { dedupingInterval: 0 })
  return { policy: data?.data, error, isLoading, reload: mutate }
}

export function useCoverageCheck(id: string) {
  const { data, error, isLoading } = useSWR(coverageCheckKey(id), fetchAs(dataEnvelope(CoverageCheckJson)), { dedupingInterval: 0 })
  return { items: data?.data.items, error, isLoading }
}

/** The carriers to pick from when adding a policy. */
export function usePolicyCarriers() {
  const { data, error, isLoading } = useSWR('/policy_carriers', fetchAs(collectionEnvelope(CarrierChoiceJson)))
  return { carriers: data?.data, error, isLoading }
}

const policyDocumentsKey = (id: number) => `/policies/${id}/documents`

/** The files kept on a policy, oldest first. */
export function usePolicyDocuments(id: number) {
  const { data, error, isLoading, mutate } = useSWR(policyDocumentsKey(id), fetchAs(collectionEnvelope(PolicyDocumentJson)), { dedupingInterval: 0 })
  return { documents: data?.data, error, isLoading, reload: mutate }
}

const policyRenewalKey = (id: string | number) => `/policies/${encodeURIComponent(id)}/renewal`

/** The renewal offer for the next term, what changed, and the premium over the terms. */
export function usePolicyRenewal(id: string | number) {
  const { data, error, isLoading, mutate } = useSWR(policyRenewalKey(id), fetchAs(dataEnvelope(PolicyRenewalPageJson)), { dedupingInterval: 0 })
  return { page: data?.data, error, isLoading, reload: mutate }
}
