import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { ChangeEmailBody, ConfirmEmailBody } from '../../../../shared/schemas/account.ts'
import type { UserJson } from '../../../../shared/schemas/auth.ts'
import { confirmEmailChange, requestEmailChange } from '../../../kit/account.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Input } from '../../../kit/ui/Field.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { errorMessage, setServerFieldErrors } from '../../../kit/ui/serverErrors.ts'
import { Section } from './Section.tsx'

function NewAddressForm({ onSent }: { onSent: (email: string) => void }) {
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ChangeEmailBody), defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      toast.success(await requestEmailChange(values.email))
      onSent(values.email)
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['email'])) setFormError(errorMessage(error, 'Failed to send a code. Please try again.'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change e-mail">
      <FormError message={formError} />
      <Input label="New e-mail address" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" busy={isSubmitting} busyText="Sending code...">
        Send code
      </Button>
    </form>
  )
}

function CodeForm({ email, onChanged, onCancel }: { email: string; onChanged: (user: UserJson) => void; onCancel: () => void }) {
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ConfirmEmailBody), defaultValues: { code: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      onChanged(await confirmEmailChange(values.code))
      toast.success('Your e-mail address was changed.')
    } catch (error) {
      if (!setServerFieldErrors(error, setError, ['code'])) setFormError(errorMessage(error, 'Failed to change your e-mail. Please try again.'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Confirm new e-mail">
      <p role="status" className="text-slate-700">
        We sent a 6-character code to <strong className="break-words">{email}</strong>. Your address changes once you enter it.
      </p>
      <FormError message={formError} />
      <Input label="Code from the e-mail" autoComplete="one-time-code" spellCheck={false} error={errors.code?.message} {...register('code')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isSubmitting} busyText="Confirming...">
          Confirm new e-mail
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

/** A new address takes effect only once the code sent to it comes back. */
export function EmailSection({ me, onChanged }: { me: UserJson; onChanged: (user: UserJson) => void }) {
  const [pending, setPending] = useState<string | null>(null)
  return (
    <Section id="email-title" title="E-mail address">
      <p className="text-slate-700">
        Your e-mail address is <strong className="break-words">{me.email}</strong>.
      </p>
      {pending ? (
        <CodeForm
          email={pending}
          onCancel={() => setPending(null)}
          onChanged={(user) => {
            setPending(null)
            onChanged(user)
          }}
        />
      ) : (
        <NewAddressForm onSent={setPending} />
      )}
    </Section>
  )
}
