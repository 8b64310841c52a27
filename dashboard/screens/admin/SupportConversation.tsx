import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from '../../kit/ui/toast.ts'
import { useSWRConfig } from 'swr'
import { useAdminConversation, ADMIN_INBOX_KEY, adminConversationKey } from '../../hooks/admin/useAdminSupport.ts'
import { ADMIN_STATS_KEY } from '../../hooks/admin/useAdminStats.ts'
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts'
import { api, ApiError } from '../../kit/api.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { Button } from '../../kit/ui/Button.tsx'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { errorMessage, setServerFieldErrors } from '../../kit/ui/serverErrors.ts'
import { SupportMessageBody } from '../../../shared/schemas/support.ts'
import { cardClass } from './parts.tsx'
import { BackLink } from '../../components/BackLink.tsx'
import { ConversationFlags } from './ConversationFlags.tsx'
import { shortDateTime } from '../../../shared/dates.ts'
import { isNumericId } from '../../../shared/schemas/fields.ts'

/** /admin/support/:conversationId: the messages of one conversation and the reply form. */
export function SupportConversation({ conversationId }: { conversationId: string }) {
  const id = isNumericId(conversationId) ? Number(conversationId) : null
  const { conversation, error, isLoading, mutate } = useAdminConversation(id)
  const { mutate: refresh } = useSWRConfig()
  useDocumentTitle(conversation?.subject ?? 'Conversation')
  const form = useForm<SupportMessageBody>({ resolver: zodResolver(SupportMessageBody), defaultValues: { body: '' } })
  const { register, handleSubmit, setError, reset, formState } = form

  const submit = handleSubmit(async (values) => {
    if (id === null) return
    try {
      await api.post(`${adminConversationKey(id)}/messages`, values)
      reset({ body: '' })
      toast.success('Reply sent', { description: 'The customer has been e-mailed.' })
      await Promise.all([mutate(), refresh(ADMIN_INBOX_KEY), refresh(ADMIN_STATS_KEY)])
    } catch (failure) {
      if (setServerFieldErrors(failure, setError, ['body']) === 0) toast.error('Reply failed', { description: errorMessage(failure, 'An unexpected error occurred.') })
    }
  })

  const back = <BackLink href="/admin/support">Back to Support Inbox</BackLink>
  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return <div className="space-y-6">{back}<ErrorPanel title="Conversation not found" message="It may have been removed, or the address is mistyped." /></div>
  }
  if (error) return <div className="space-y-6">{back}<ErrorPanel title="Error Loading Conversation" message={errorMessage(error, 'An unknown error occurred')} /></div>
  if (isLoading || !conversation) return <Spinner label="Loading conversation..." />
  return (
    <div className="space-y-6">
      {back}
      <header className="space-y-1">
        <h1 className="text-3xl font-bold text-slate-900">{conversation.subject}</h1>
        <p className="text-slate-600">{conversation.customer.name} · {conversation.customer.email}</p>
        <ConversationFlags conversation={conversation} />
      </header>
      <section aria-label="Conversation" className={`${cardClass} space-y-4`}>
        <ol className="space-y-3" aria-label="Messages">
          {conversation.messages.map((message) => (
            <li key={message.id} className={`rounded-md p-3 text-sm ${message.author_role === 'admin' ? 'ml-8 bg-brand-50' : 'mr-8 bg-slate-100'}`}>
              <p className="font-semibold text-slate-900">{message.author_name} <span className="font-normal text-slate-600">· {shortDateTime(message.created_at)}</span></p>
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
    </div>
  )
}
