import { useState, type FormEvent, type ReactNode } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { ApiError, checked } from '../../../kit/api.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { messageEnvelope } from '../../../../shared/schemas/envelope.ts'
import { AdminAccidentClaimJson } from '../../../../shared/schemas/accidentClaims.ts'
import { cardClass } from '../parts.tsx'

export interface ActionFormProps {
  title: string
  method: 'post' | 'put'
  path: string
  body: () => unknown
  submitLabel: string
  onDone: () => Promise<unknown>
  /** The fields, given the server's messages by body path ('adjuster.phone'). */
  children: (fieldErrors: Record<string, string>) => ReactNode
}

/** One agent action on a claim: a small form, its refusals shown where they belong, a toast when done. */
export function ActionForm({ title, method, path, body, submitLabel, onDone, children }: ActionFormProps) {
  const [busy, setBusy] = useState(false)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setFieldErrors({})
    setFormError(null)
    try {
      const answer = await checked[method](messageEnvelope(AdminAccidentClaimJson), path, body())
      toast.success(answer.message)
      await onDone()
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFieldErrors(error.fields)
      else setFormError(errorMessage(error, 'That did not work. Please try again.'))
    } finally {
      setBusy(false)
    }
  }
  const headingId = `action-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <form aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate className={`${cardClass} space-y-3`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">{title}</h2>
      {children(fieldErrors)}
      {formError && <p role="alert" className="text-sm text-red-700">{formError}</p>}
      <Button type="submit" busy={busy} busyText="Saving...">{submitLabel}</Button>
    </form>
  )
}
