import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { collectionEnvelope } from '../../../shared/schemas/envelope.ts'
import { OfferEventJson } from '../../../shared/schemas/offers.ts'

/** A request's offer history, newest first. */
export function useOfferEvents(requestNumber: string) {
  const { data, error, isLoading, mutate } = useSWR(
    `/admin/insurance_requests/${encodeURIComponent(requestNumber)}/offer_events`,
    fetchAs(collectionEnvelope(OfferEventJson)),
    { dedupingInterval: 0 },
  )
  return { events: data?.data, error, isLoading, mutate }
}
