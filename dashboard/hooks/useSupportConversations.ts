import useSWR from 'swr'
import { fetchAs } from '../lib/swrConfig.ts'
import { dataEnvelope, listEnvelope } from '../../shared/schemas/envelope.ts'
import { SupportAllowanceJson, SupportConversationDetailJson, SupportConversationJson } from '../../shared/schemas/support.ts'

export const CONVERSATIONS_KEY = '/support/conversations'
export const ALLOWANCE_KEY = '/support/allowance'
const conversationKey = (id: number) => `${CONVERSATIONS_KEY}/${id}`

/** The customer's help conversations, newest activity first, with unread markers. */
export function useSupportConversations() {
  const { data, error, isLoading, mutate } = useSWR(CONVERSATIONS_KEY, fetchAs(listEnvelope(SupportConversationJson)))
  return { conversations: data?.data, error, isLoading, mutate }
}

/** One conversation; the server marks it read, so the list is refreshed once it arrives. */
export function useSupportConversation(id: number | null, onLoaded?: () => void) {
  const { data, error, isLoading, mutate } = useSWR(
    id === null ? null : conversationKey(id),
    fetchAs(dataEnvelope(SupportConversationDetailJson)),
    { onSuccess: onLoaded },
  )
  return { conversation: data?.data, error, isLoading, mutate }
}

/** Whether the plan lets the customer open another conversation. */
export function useSupportAllowance() {
  const { data, error, isLoading, mutate } = useSWR(ALLOWANCE_KEY, fetchAs(dataEnvelope(SupportAllowanceJson)))
  return { allowance: data?.data, error, isLoading, mutate }
}
