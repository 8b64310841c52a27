import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { collectionEnvelope } from '../../shared/schemas/envelope.ts'
import { SecurityEventJson } from '../../shared/schemas/securityLog.ts'

/** The signed-in person's security log, newest first (GET /me/security_log). */
export function useSecurityLog() {
  const { data, error, mutate } = useSWR('/me/security_log', fetchAs(collectionEnvelope(SecurityEventJson)))
  return { events: data?.data, error, mutate }
}
