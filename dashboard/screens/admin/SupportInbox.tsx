import { Link } from 'wouter'
import { useAdminInbox } from '../../hooks/admin/useAdminSupport.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { EmptyState } from './parts.tsx'
import { ConversationFlags } from './ConversationFlags.tsx'
import { shortDateTime } from '../../../shared/dates.ts'

/** /admin/support: every help conversation, Premium first, then those still awaiting an answer. */
export function SupportInbox() {
  useDocumentTitle('Support Inbox')
  const { conversations, error, isLoading } = useAdminInbox()

  let body
  if (error) body = <ErrorPanel title="Error Loading Support Inbox" message={errorMessage(error, 'An unknown error occurred')} />
  else if (isLoading || !conversations) body = <Spinner label="Loading support inbox..." />
  else if (conversations.length === 0) body = <EmptyState title="No Help Messages Yet">Customers' questions will appear here.</EmptyState>
  else
    body = (
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Conversations">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <Link
              href={`/admin/support/${conversation.id}`}
              className="block space-y-1 p-4 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-blue-600"
            >
              <span className="block font-semibold text-slate-900">{conversation.subject}</span>
              <span className="block text-sm text-slate-600">{conversation.customer.name} · {shortDateTime(conversation.last_message_at)}</span>
              <span className="block truncate text-sm text-slate-700">{conversation.last_message_preview}</span>
              <ConversationFlags conversation={conversation} />
            </Link>
          </li>
        ))}
      </ul>
    )

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Support Inbox</h1>
        <p className="mt-1 text-slate-600">Open a conversation to read and answer it.</p>
      </header>
      {body}
    </div>
  )
}
