import useSWR from 'swr'
import type { DataEnvelope } from '../../shared/contract.ts'
import type { InsuranceRequestJson } from '../../shared/schemas/insuranceRequest.ts'

export function useInsuranceRequest(requestNumber: string) {
  const { data, error, isLoading } = useSWR<DataEnvelope<InsuranceRequestJson>>(
    `/insurance_requests/${encodeURIComponent(requestNumber)}`,
  )
  return { request: data?.data, error, isLoading }
}
