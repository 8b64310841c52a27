import { Link } from 'wouter'
import type { SupportConversationJson } from '../../../shared/schemas/support.ts'
import { shortDate } from '../../../shared/dates.ts'

interface ConversationListProps {
  conversations: SupportConversationJson[]
  selectedId: number | null
}

/** The customer's conversations, newest activity first; a dot and hidden text mark new replies. */
export function ConversationList({ conversations, selectedId }: ConversationListProps) {
  if (conversations.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">No messages yet. Write to us and we will get back to you.</p>
  }
  return (
    <ul aria-label="Your conversations" className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <Link
            href={`/support?conversation=${conversation.id}`}
            aria-current={conversation.id === selectedId ? 'true' : undefined}
            className="block p-4 hover:bg-brand-50 aria-[current=true]:bg-brand-50"
          >
            <span className="flex items-center gap-2">
              {conversation.unread && (
                <span data-testid="unread-marker" className="h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
              )}
              <span className={`flex-1 truncate ${conversation.unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800'}`}>
                {conversation.subject}
              </span>
              {conversation.unread && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">New reply</span>}
            </span>
            <span className="mt-1 block truncate text-sm text-slate-600">{conversation.last_message_preview}</span>
            <span className="mt-1 block text-xs text-slate-600">
              {shortDate(conversation.last_message_at)}
              {conversation.insurance_request_number && ` · Request #${conversation.insurance_request_number}`}
              {conversation.awaiting_reply && ' · Awaiting reply'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
