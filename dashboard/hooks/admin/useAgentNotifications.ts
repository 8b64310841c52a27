import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import { AgentNotificationCountsJson } from '../../../shared/schemas/agentNotifications.ts'

export const AGENT_NOTIFICATIONS_KEY = '/admin/agent_notifications'

/** What the signed-in admin has not marked seen: new requests, re-quotes, Premium help messages. */
export function useAgentNotifications() {
  const { data, error, mutate } = useSWR(AGENT_NOTIFICATIONS_KEY, fetchAs(dataEnvelope(AgentNotificationCountsJson)), { dedupingInterval: 0, revalidateOnMount: true })
  return { counts: data?.data, error, mutate }
}
