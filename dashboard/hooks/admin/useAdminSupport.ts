import useSWR from 'swr'
import { fetchAs } from '../../lib/swrConfig.ts'
import { dataEnvelope, listEnvelope } from '../../../shared/schemas/envelope.ts'
import { AdminSupportConversationDetailJson, AdminSupportConversationJson } from '../../../shared/schemas/support.ts'

export const ADMIN_INBOX_KEY = '/admin/support/conversations'
export const adminConversationKey = (id: number) => `${ADMIN_INBOX_KEY}/${id}`

/** The support inbox: Premium first, then those awaiting an answer (the server's order). */
export function useAdminInbox() {
  const { data, error, isLoading, mutate } = useSWR(ADMIN_INBOX_KEY, fetchAs(listEnvelope(AdminSupportConversationJson)), { dedupingInterval: 0 })
  return { conversations: data?.data, error, isLoading, mutate }
}

export function useAdminConversation(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR(
    id === null ? null : adminConversationKey(id),
    fetchAs(dataEnvelope(AdminSupportConversationDetailJson)),
    { dedupingInterval: 0 },
  )
  return { conversation: data?.data, error, isLoading, mutate }
}
