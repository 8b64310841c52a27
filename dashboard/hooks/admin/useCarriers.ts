import useSWR from 'swr'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { CarrierJson } from '../../../shared/schemas/carriers.ts'

export const CARRIERS_KEY = '/admin/carriers'

/** Every carrier, retired ones last. */
export function useCarriers() {
  const { data, error, isLoading, mutate } = useSWR<DataEnvelope<CarrierJson[]>>(CARRIERS_KEY, { dedupingInterval: 0 })
  return { carriers: data?.data, error, isLoading, mutate }
}
