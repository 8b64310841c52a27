import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { dataEnvelope } from '../../shared/schemas/envelope.ts'
import { RetentionPlanJson } from '../../shared/schemas/retention.ts'

/** What deleting the account would keep, why and until when (GET /me/retention); read when the dialog opens. */
export function useRetentionPlan(open: boolean) {
  const { data, error, isLoading } = useSWR(open ? '/me/retention' : null, fetchAs(dataEnvelope(RetentionPlanJson)))
  return { plan: data?.data, error, isLoading }
}
