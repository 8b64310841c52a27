import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { useAdminConversation, useAdminInbox, adminConversationKey } from '../../hooks/admin/useAdminSupport.ts'
import { api } from '../../lib/api.ts'
import { formatDateTime } from '../../lib/format.ts'
import { Spinner } from '../../components/ui/Spinner.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { errorMessage, setServerFieldErrors } from '../../components/ui/serverErrors.ts'
import { SupportMessageBody } from '../../../shared/schemas/support.ts'
import type { AdminSupportConversationJson } from '../../../shared/schemas/support.ts'
import { cardClass, EmptyState } from './parts.tsx'

function Flags({ conversation }: { conversation: AdminSupportConversationJson }) {
  return (
    <span className="flex flex-wrap gap-1">
      {conversation.priority && <span className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-900">Priority · Premium</span>}
      {conversation.awaiting_reply && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Awaiting reply</span>}
    </span>
  )
}

function Conversation({ id, onReplied }: { id: number; onReplied: () => void }) {
  const { conversation, error, isLoading, mutate } = useAdminConversation(id)
  const form = useForm<SupportMessageBody>({ resolver: zodResolver(SupportMessageBody), defaultValues: { body: '' } })
  const { register, handleSubmit, setError, reset, formState } = form

  const submit = handleSubmit(async (values) => {
    try {
      await api.post(`${adminConversationKey(id)}/messages`, values)
      reset({ body: '' })
      toast.success('Reply sent', { description: 'The customer has been e-mailed.' })
      await mutate()
      onReplied()
    } catch (failure) {
      if (setServerFieldErrors(failure, setError, ['body']) === 0) toast.error('Reply failed', { description: errorMessage(failure, 'An unexpected error occurred.') })
    }
  })

  if (error) return <ErrorPanel title="Error Loading Conversation" message={errorMessage(error, 'An unknown error occurred')} />
  if (isLoading || !conversation) return <Spinner label="Loading conversation..." />
  return (
    <section aria-labelledby="conversation-title" className="space-y-4">
      <header>
        <h3 id="conversation-title" className="text-lg font-semibold text-slate-900">{conversation.subject}</h3>
        <p className="text-sm text-slate-600">{conversation.customer.name} · {conversation.customer.email}</p>
        <Flags conversation={conversation} />
      </header>
      <ol className="max-h-96 space-y-3 overflow-y-auto" aria-label="Messages">
        {conversation.messages.map((message) => (
          <li key={message.id} className={`rounded-md p-3 text-sm ${message.author_role === 'admin' ? 'ml-8 bg-brand-50' : 'mr-8 bg-slate-100'}`}>
            <p className="font-semibold text-slate-900">{message.author_name} <span className="font-normal text-slate-600">· {formatDateTime(message.created_at)}</span></p>
            <p className="mt-1 whitespace-pre-wrap text-slate-800">{message.body}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} noValidate className="space-y-2">
        <label htmlFor="support-reply" className="block text-sm font-medium text-slate-800">Your reply</label>
        <textarea
          id="support-reply"
          rows={3}
          {...register('body')}
          aria-invalid={formState.errors.body ? true : undefined}
          aria-describedby={formState.errors.body ? 'support-reply-error' : undefined}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 focus-visible:outline-3 focus-visible:outline-blue-600"
        />
        {formState.errors.body && <p id="support-reply-error" role="alert" className="text-sm text-red-700">{formState.errors.body.message}</p>}
        <Button type="submit" busy={formState.isSubmitting} busyText="Sending...">Send Reply</Button>
      </form>
    </section>
  )
}

/** Every help conversation: Premium first, then those still awaiting an answer; open one to reply. */
export function SupportInbox() {
  const { conversations, error, isLoading, mutate } = useAdminInbox()
  const [openId, setOpenId] = useState<number | null>(null)

  let body
  if (error) body = <ErrorPanel title="Error Loading Support Inbox" message={errorMessage(error, 'An unknown error occurred')} />
  else if (isLoading || !conversations) body = <Spinner label="Loading support inbox..." />
  else if (conversations.length === 0) body = <EmptyState title="No Help Messages Yet">Customers' questions will appear here.</EmptyState>
  else
    body = (
      <div className="grid gap-6 lg:grid-cols-2">
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Conversations">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <button
                type="button"
                onClick={() => setOpenId(conversation.id)}
                aria-current={openId === conversation.id ? 'true' : undefined}
                className={`w-full space-y-1 p-4 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-blue-600 ${openId === conversation.id ? 'bg-brand-50' : ''}`}
              >
                <span className="block font-semibold text-slate-900">{conversation.subject}</span>
                <span className="block text-sm text-slate-600">{conversation.customer.name} · {formatDateTime(conversation.last_message_at)}</span>
                <span className="block truncate text-sm text-slate-700">{conversation.last_message_preview}</span>
                <Flags conversation={conversation} />
              </button>
            </li>
          ))}
        </ul>
        <div className={cardClass}>
          {openId === null ? <p className="text-slate-600">Choose a conversation to read and answer it.</p> : <Conversation key={openId} id={openId} onReplied={() => void mutate()} />}
        </div>
      </div>
    )

  return (
    <section aria-labelledby="inbox-title" className="space-y-4">
      <h2 id="inbox-title" className="text-2xl font-bold text-slate-900">Support Inbox</h2>
      {body}
    </section>
  )
}
