import useSWR from 'swr'
import { z } from 'zod'
import { read } from '../kit/api.ts'
import { ComparisonShareJson } from '../../shared/schemas/comparisonShares.ts'

export const sharesPath = (requestNumber: string) => `/insurance_requests/${encodeURIComponent(requestNumber)}/shares`

/** The working read-only links to a request's comparison (outside the SPA's SWRConfig too, hence the named fetcher). */
export function useComparisonShares(requestNumber: string) {
  const { data, error, isLoading, mutate } = useSWR(sharesPath(requestNumber), (path: string) => read.data(z.array(ComparisonShareJson), path), {
    dedupingInterval: 0,
  })
  return { shares: data, error, isLoading, mutate }
}
