import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { collectionEnvelope } from '../../shared/schemas/envelope.ts'
import { SecurityEventJson } from '../../shared/schemas/securityLog.ts'

/** Refreshed by every screen that changes how the person signs in, so the log on the same page shows the change. */
export const SECURITY_LOG_KEY = '/me/security_log'

/** The signed-in person's security log, newest first (GET /me/security_log). */
export function useSecurityLog() {
  const { data, error, mutate } = useSWR(SECURITY_LOG_KEY, fetchAs(collectionEnvelope(SecurityEventJson)))
  return { events: data?.data, error, mutate }
}
