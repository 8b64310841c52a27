import useSWR from 'swr'
import type { DataEnvelope, ListEnvelope } from '../../../shared/contract.ts'
import type { AdminSupportConversationDetailJson, AdminSupportConversationJson } from '../../../shared/schemas/support.ts'

export const ADMIN_INBOX_KEY = '/admin/support/conversations'
export const adminConversationKey = (id: number) => `${ADMIN_INBOX_KEY}/${id}`

/** The support inbox: Premium first, then those awaiting an answer (the server's order). */
export function useAdminInbox() {
  const { data, error, isLoading, mutate } = useSWR<ListEnvelope<AdminSupportConversationJson>>(ADMIN_INBOX_KEY, { dedupingInterval: 0 })
  return { conversations: data?.data, error, isLoading, mutate }
}

export function useAdminConversation(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR<DataEnvelope<AdminSupportConversationDetailJson>>(
    id === null ? null : adminConversationKey(id),
    { dedupingInterval: 0 },
  )
  return { conversation: data?.data, error, isLoading, mutate }
}
