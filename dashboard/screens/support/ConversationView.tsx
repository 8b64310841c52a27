import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'wouter'
import { toast } from '../../kit/ui/toast.ts'
import { api, ApiError } from '../../kit/api.ts'
import { useSupportConversation } from '../../hooks/useSupportConversations.ts'
import { SupportMessageBody, type SupportMessageBody as ReplyValues } from '../../../shared/schemas/support.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { Field, controlClass } from '../../kit/ui/Field.tsx'
import { FormError } from '../../kit/ui/FormError.tsx'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { errorMessage, setServerFieldErrors } from '../../kit/ui/serverErrors.ts'
import { ErrorPanel } from '../../components/ErrorPanel.tsx'
import { shortDateTime } from '../../../shared/dates.ts'

interface ConversationViewProps {
  id: number
  /** Called when the conversation was read or answered, so the list can refresh its markers. */
  onChanged(): void
}

/** A conversation's messages, oldest first, and a box to reply. */
export function ConversationView({ id, onChanged }: ConversationViewProps) {
  const { conversation, error, isLoading, mutate } = useSupportConversation(id, onChanged)
  const [formError, setFormError] = useState<string | null>(null)
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<ReplyValues>({
    resolver: zodResolver(SupportMessageBody),
    defaultValues: { body: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await api.post(`/support/conversations/${id}/messages`, values, { fallbackError: 'Failed to send your reply. Please try again.' })
      reset()
      toast.success('Reply sent')
      await mutate()
      onChanged()
    } catch (caught) {
      setServerFieldErrors(caught, setError, ['body'])
      setFormError(errorMessage(caught, 'Failed to send your reply. Please try again.'))
    }
  })

  if (isLoading) return <Spinner label="Loading conversation..." />
  if (error || !conversation) {
    const missing = error instanceof ApiError && error.status === 404
    return (
      <ErrorPanel title="Error Loading Conversation" message={<p>{missing ? 'This conversation could not be found.' : errorMessage(error, 'Failed to load the conversation.')}</p>}>
        <Link href="/support" className="inline-block font-medium text-red-900 underline">Back to Support</Link>
      </ErrorPanel>
    )
  }

  return (
    <section aria-labelledby="conversation-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <header>
        <h2 id="conversation-heading" className="text-lg font-semibold">{conversation.subject}</h2>
        {conversation.insurance_request_number && (
          <p className="text-sm text-slate-600">
            About{' '}
            <Link href={`/dashboard/requests/${conversation.insurance_request_number}`} className="font-medium text-brand-700 underline">
              Request #{conversation.insurance_request_number}
            </Link>
          </p>
        )}
      </header>
      <ol aria-label="Messages" className="space-y-3">
        {conversation.messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-lg p-4 ${message.author_role === 'admin' ? 'mr-8 bg-brand-50' : 'ml-8 bg-slate-100'}`}
          >
            <p className="text-sm font-semibold text-slate-900">
              {message.author_name} <span className="font-normal text-slate-600">· {shortDateTime(message.created_at)}</span>
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{message.body}</p>
          </li>
        ))}
      </ol>
      {conversation.awaiting_reply && <p className="text-sm text-slate-600">We have your message and will reply soon.</p>}
      <form onSubmit={onSubmit} noValidate className="space-y-3 border-t border-slate-200 pt-4" aria-label="Reply">
        <FormError message={formError} />
        <Field label="Your reply" error={errors.body?.message}>
          {(control) => <textarea {...control} rows={4} className={controlClass} {...register('body')} />}
        </Field>
        <Button type="submit" busy={isSubmitting} busyText="Sending...">Send Reply</Button>
      </form>
    </section>
  )
}
