import useSWR from 'swr'
import { fetchAs, pagedKey } from '../../lib/swrConfig.ts'
import { listEnvelope } from '../../../shared/schemas/envelope.ts'
import { KeptRecordReadJson } from '../../../shared/schemas/retention.ts'

export const KEPT_RECORD_READS_KEY = '/admin/kept_records/reads'

/** The log of kept-record reads, newest first, one page at a time. */
export function useKeptRecordReads(page = 1) {
  const { data, error, isLoading, mutate } = useSWR(pagedKey(KEPT_RECORD_READS_KEY, page), fetchAs(listEnvelope(KeptRecordReadJson)), { keepPreviousData: true, dedupingInterval: 0 })
  return { reads: data?.data, meta: data?.meta, error, isLoading, mutate }
}
