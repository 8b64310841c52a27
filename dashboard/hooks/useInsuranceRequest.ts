import useSWR from 'swr'
import { read } from '../kit/api.ts'
import { InsuranceRequestDetailJson } from '../../shared/schemas/insuranceRequestJson.ts'

export function useInsuranceRequest(requestNumber: string) {
  const { data, error, isLoading, mutate } = useSWR(`/insurance_requests/${encodeURIComponent(requestNumber)}`, (path: string) =>
    read.data(InsuranceRequestDetailJson, path),
  )
  return { request: data, error, isLoading, mutate }
}
