import { useState } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { ChangeEmailBody, ConfirmEmailBody } from '../../../../shared/schemas/account.ts'
import type { UserJson } from '../../../../shared/schemas/auth.ts'
import { confirmEmailChange, requestEmailChange } from '../../../kit/account.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Input } from '../../../kit/ui/Field.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { useServerForm } from '../../../kit/ui/useServerForm.ts'
import { Section } from './Section.tsx'

function NewAddressForm({ onSent }: { onSent: (email: string) => void }) {
  const { form, formError, onSubmit } = useServerForm(ChangeEmailBody, {
    defaultValues: { email: '' },
    fields: ['email'],
    fallback: 'Failed to send a code. Please try again.',
    // The code form that follows says where the code went; a toast saying it too would be a second message.
    async send(values) {
      await requestEmailChange(values.email)
      onSent(values.email)
    },
  })
  const { register, formState: { errors, isSubmitting } } = form

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
  const { form, formError, onSubmit } = useServerForm(ConfirmEmailBody, {
    defaultValues: { code: '' },
    fields: ['code'],
    fallback: 'Failed to change your e-mail. Please try again.',
    async send(values) {
      onChanged(await confirmEmailChange(values.code))
      toast.success('Your e-mail address was changed.')
    },
  })
  const { register, formState: { errors, isSubmitting } } = form

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
