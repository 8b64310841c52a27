import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { EmailOnlyBody } from '../../../shared/schemas/auth.ts'
import { requestPasswordReset } from '../../../dashboard/lib/auth.ts'
import { Button } from '../../../dashboard/components/ui/Button.tsx'
import { Input } from '../../../dashboard/components/ui/Field.tsx'
import { FormError } from '../../../dashboard/components/ui/FormError.tsx'
import { errorMessage, setServerFieldErrors } from '../../../dashboard/components/ui/serverErrors.ts'
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
  } = useForm({ resolver: zodResolver(EmailOnlyBody), defaultValues: { email: '' } })

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
