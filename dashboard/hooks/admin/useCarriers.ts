import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'
import { CarrierJson } from '../../../shared/schemas/carriers.ts'

export const CARRIERS_KEY = '/admin/carriers'

/** Every carrier, retired ones last. */
export function useCarriers() {
  const { data, error, isLoading, mutate } = useSWR(CARRIERS_KEY, fetchAs(collectionEnvelope(CarrierJson)), { dedupingInterval: 0 })
  return { carriers: data?.data, error, isLoading, mutate }
}
