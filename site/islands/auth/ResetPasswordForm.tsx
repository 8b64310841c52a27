import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { EmailOnlyBody } from '../../../shared/schemas/auth.ts'
import { requestPasswordReset } from '../../../dashboard/kit/auth.ts'
import { Button } from '../../../dashboard/kit/ui/Button.tsx'
import { Input } from '../../../dashboard/kit/ui/Field.tsx'
import { FormError } from '../../../dashboard/kit/ui/FormError.tsx'
import { errorMessage, setServerFieldErrors } from '../../../dashboard/kit/ui/serverErrors.ts'
import { NewPasswordStep } from './NewPasswordStep.tsx'

const FIELDS = ['email'] as const

/** Step 1 asks for the address and sends a code; step 2 takes the code and the new password. */
export function ResetPasswordForm() {
  const [email, setEmail] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
    reset,
  } = useForm({ resolver: zodResolver(EmailOnlyBody), defaultValues: { email: '' } })

  // The welcome e-mail of a wizard-made account links here with its address filled in.
  useEffect(() => {
    const given = EmailOnlyBody.safeParse({ email: new URLSearchParams(window.location.search).get('email') ?? '' })
    if (given.success) reset({ email: given.data.email })
  }, [reset])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await requestPasswordReset(values.email)
      setEmail(values.email)
    } catch (error) {
      if (!setServerFieldErrors(error, setError, FIELDS)) setFormError(errorMessage(error, 'Failed to send a reset code. Please try again.'))
    }
  })

  if (email) return <NewPasswordStep email={email} onChangeEmail={() => setEmail(null)} />

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Request a reset code">
      <p className="text-slate-700">Enter the email you signed up with and we will send you a code to set a new password.</p>
      <p className="text-sm text-slate-600">Made your account while requesting a quote? It has no password yet: this sets your first one.</p>
      <FormError message={formError} />
      <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" className="w-full" busy={isSubmitting} busyText="Sending code...">
        Send reset code
      </Button>
      <p className="text-center text-sm">
        <a href="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to log in
        </a>
      </p>
    </form>
  )
}
