import { useCallback } from 'react'
import { Link, useSearchParams } from 'wouter'
import { useSWRConfig } from 'swr'
import Plus from 'lucide-react/icons/plus'
import { ALLOWANCE_KEY, CONVERSATIONS_KEY, useSupportAllowance, useSupportConversations } from '../../hooks/useSupportConversations.ts'
import { errorMessage } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { ConversationList } from './ConversationList.tsx'
import { ConversationView } from './ConversationView.tsx'
import { NewMessageForm } from './NewMessageForm.tsx'
import { PlanLimitNotice } from './PlanLimitNotice.tsx'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { isNumericId } from '../../../shared/schemas/fields.ts'

const parseId = (value: string | null) => (value && isNumericId(value) ? Number(value) : null)

/** Help messages: the customer's conversations with the provider, a new-message form and a reply box. */
export function Support() {
  useDocumentTitle('Support')
  const [params, setParams] = useSearchParams()
  const selectedId = parseId(params.get('conversation'))
  const preselectedRequest = params.get('request') ?? ''
  const { conversations, error, isLoading } = useSupportConversations()
  const { allowance, error: allowanceError } = useSupportAllowance()
  const { mutate } = useSWRConfig()

  const refreshList = useCallback(() => {
    void mutate(CONVERSATIONS_KEY)
  }, [mutate])

  const showNew = selectedId === null
  let panel
  if (!showNew) panel = <ConversationView key={selectedId} id={selectedId} onChanged={refreshList} />
  else if (allowanceError) panel = <ErrorPanel title="Error Loading Support" message={<p>{errorMessage(allowanceError, 'Failed to load your plan.')}</p>} />
  else if (!allowance) panel = <Spinner label="Loading..." />
  else if (!allowance.can_open_conversation) panel = <PlanLimitNotice />
  else {
    panel = (
      <NewMessageForm
        preselectedRequest={preselectedRequest}
        onSent={(conversation) => {
          void mutate(CONVERSATIONS_KEY)
          void mutate(ALLOWANCE_KEY)
          setParams({ conversation: String(conversation.id) })
        }}
      />
    )
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Support</h1>
          <p className="mt-1 text-slate-600">Questions about a quote, a policy or a claim? Write to our team.</p>
        </div>
        {!showNew && (
          <Link href="/support" className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
            <Plus aria-hidden="true" className="h-4 w-4" /> New Message
          </Link>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="conversations-heading" className="space-y-3">
          <h2 id="conversations-heading" className="text-lg font-semibold">Your Messages</h2>
          {isLoading && <Spinner label="Loading your messages..." />}
          {error && !conversations && (
            <ErrorPanel
              title="Error Loading Messages"
              message={<p>Error loading your messages: {errorMessage(error, 'An unknown error occurred')}</p>}
            />
          )}
          {conversations && <ConversationList conversations={conversations} selectedId={selectedId} />}
        </section>
        <div className="lg:col-span-2">{panel}</div>
      </div>
    </div>
  )
}
