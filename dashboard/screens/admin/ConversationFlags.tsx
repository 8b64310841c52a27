import type { AdminSupportConversationJson } from '../../../shared/schemas/support.ts'

/** A conversation's badges in the inbox and on its own page: Premium priority, awaiting a reply. */
export function ConversationFlags({ conversation }: { conversation: AdminSupportConversationJson }) {
  return (
    <span className="flex flex-wrap gap-1">
      {conversation.priority && <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-900">Priority · Premium</span>}
      {conversation.awaiting_reply && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Awaiting reply</span>}
    </span>
  )
}
