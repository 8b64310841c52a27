import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from '../../kit/ui/toast.ts'
import { ApiError, checked } from '../../kit/api.ts'
import { useInsuranceRequests } from '../../hooks/useInsuranceRequests.ts'
import { typeLabel } from '../../lib/requests.ts'
import { dataEnvelope } from '../../../shared/schemas/envelope.ts'
import type { InsuranceRequestJson } from '../../../shared/schemas/insuranceRequestJson.ts'
import {
  CreateSupportConversationBody,
  type CreateSupportConversationInput,
  SupportConversationDetailJson,
} from '../../../shared/schemas/support.ts'
import { Button } from '../../kit/ui/Button.tsx'
import { Field, Input, controlClass } from '../../kit/ui/Field.tsx'
import { FormError } from '../../kit/ui/FormError.tsx'
import { errorMessage, setServerFieldErrors } from '../../kit/ui/serverErrors.ts'
import { Spinner } from '../../kit/ui/Spinner.tsx'
import { PlanLimitNotice } from './PlanLimitNotice.tsx'

const FIELDS = ['subject', 'body', 'insurance_request_number'] as const

interface NewMessageFormProps {
  /** A request number from ?request=, chosen in advance. */
  preselectedRequest: string
  onSent(conversation: SupportConversationDetailJson): void
}

/** Subject, message and optionally one of the customer's requests; a plan limit is explained, never a bare error. */
export function NewMessageForm({ preselectedRequest, onSent }: NewMessageFormProps) {
  const { requests, error } = useInsuranceRequests()
  // The select needs its options before it can show the preselected request.
  if (!requests && !error) return <Spinner label="Loading your requests..." />
  const list = requests ?? []
  const known = list.some((request) => request.request_number === preselectedRequest)
  return <MessageForm requests={list} preselectedRequest={known ? preselectedRequest : ''} onSent={onSent} />
}

interface MessageFormProps extends NewMessageFormProps {
  requests: InsuranceRequestJson[]
}

function MessageForm({ requests, preselectedRequest, onSent }: MessageFormProps) {
  const [formError, setFormError] = useState<string | null>(null)
  const [limitMessage, setLimitMessage] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<CreateSupportConversationInput>({
    resolver: zodResolver(CreateSupportConversationBody),
    defaultValues: { subject: '', body: '', insurance_request_number: preselectedRequest },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const created = await checked.post(dataEnvelope(SupportConversationDetailJson), '/support/conversations', values, {
        fallbackError: 'Failed to send your message. Please try again.',
      })
      toast.success('Message sent', { description: 'We will reply as soon as we can.' })
      onSent(created.data)
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        setLimitMessage(error.message)
        return
      }
      setServerFieldErrors(error, setError, FIELDS)
      setFormError(errorMessage(error, 'Failed to send your message. Please try again.'))
    }
  })

  if (limitMessage) return <PlanLimitNotice message={limitMessage} />

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="new-message-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="new-message-heading" className="text-lg font-semibold">New Message</h2>
      <FormError message={formError} />
      <Input label="Subject" autoComplete="off" error={errors.subject?.message} {...register('subject')} />
      <Field label="Message" error={errors.body?.message}>
        {(control) => <textarea {...control} rows={6} className={controlClass} {...register('body')} />}
      </Field>
      <Field label="About a request (optional)" error={errors.insurance_request_number?.message}>
        {(control) => (
          <select {...control} className={controlClass} {...register('insurance_request_number')}>
            <option value="">No specific request</option>
            {requests.map((request) => (
              <option key={request.request_number} value={request.request_number}>
                Request #{request.request_number} ({typeLabel(request.insurance_type)})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" busy={isSubmitting} busyText="Sending...">Send Message</Button>
    </form>
  )
}
