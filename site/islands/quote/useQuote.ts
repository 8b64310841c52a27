import useSWR from 'swr'
import { ApiError, read } from '@dashboard/kit/api.ts'
import { InsuranceRequestJson } from '@shared/schemas/insuranceRequestJson.ts'

const FETCH_FALLBACK = 'Failed to fetch insurance request details'

const fetchQuote = (requestNumber: string) =>
  read.data(InsuranceRequestJson, `/insurance_requests/${encodeURIComponent(requestNumber)}`, { fallbackError: FETCH_FALLBACK })

const MAX_RETRIES = 3

/** GET /insurance_requests/{n} for the signed-in owner; a 4xx answer (not found, signed out) is final. */
export function useQuote(requestNumber: string | null) {
  return useSWR<InsuranceRequestJson, Error>(requestNumber ? ['insuranceRequest', requestNumber] : null, ([, n]: [string, string]) => fetchQuote(n), {
    revalidateOnFocus: false,
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (error instanceof ApiError && error.status < 500) return
      if (retryCount >= MAX_RETRIES) return
      window.setTimeout(() => void revalidate({ retryCount }), Math.min(1000 * 2 ** retryCount, 30_000))
    },
  })
}
