import useSWR from 'swr'
import { z } from 'zod'
import { read } from '../kit/api.ts'
import { OfferJson } from '../../shared/schemas/offers.ts'

const offersKey = (requestNumber: string) => `/insurance_requests/${encodeURIComponent(requestNumber)}/offers`

/**
 * A request's offers, for its owner or an admin; `null` asks for nothing. The fetcher is named here
 * because the quote summary page uses this hook outside the SPA's SWRConfig.
 */
export function useOffers(requestNumber: string | null) {
  const { data, error, isLoading, mutate } = useSWR(
    requestNumber ? offersKey(requestNumber) : null,
    (path: string) => read.data(z.array(OfferJson), path),
    { dedupingInterval: 0 },
  )
  return { offers: data, error, isLoading, mutate }
}
