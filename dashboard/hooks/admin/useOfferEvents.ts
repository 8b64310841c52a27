import useSWR from 'swr'
import type { DataEnvelope } from '../../../shared/contract.ts'
import type { OfferEventJson } from '../../../shared/schemas/offers.ts'

/** A request's offer history, newest first. */
export function useOfferEvents(requestNumber: string) {
  const { data, error, isLoading, mutate } = useSWR<DataEnvelope<OfferEventJson[]>>(
    `/admin/insurance_requests/${encodeURIComponent(requestNumber)}/offer_events`,
    { dedupingInterval: 0 },
  )
  return { events: data?.data, error, isLoading, mutate }
}
