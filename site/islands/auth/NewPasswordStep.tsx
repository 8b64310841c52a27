import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from '@dashboard/kit/ui/toast.ts'
import { ResetPasswordBody } from '../../../shared/schemas/auth.ts'
import { passwordProblem } from '../../../shared/rules/passwordStrength.ts'
import { requestPasswordReset, resetPassword } from '../../../dashboard/kit/auth.ts'
import { Button } from '../../../dashboard/kit/ui/Button.tsx'
import { NewPasswordInputs } from '../../../dashboard/kit/ui/NewPasswordInputs.tsx'
import { FormError } from '../../../dashboard/kit/ui/FormError.tsx'
import { Toaster } from '../../../dashboard/kit/ui/Toaster.tsx'
import { errorMessage, setServerFieldErrors } from '../../../dashboard/kit/ui/serverErrors.ts'
import { CodeInput } from './CodeInput.tsx'
import { goTo } from './navigation.ts'

const FIELDS = ['code', 'password', 'password_confirmation'] as const

export interface NewPasswordStepProps {
  email: string
  onChangeEmail: () => void
}

export function NewPasswordStep({ email, onChangeEmail }: NewPasswordStepProps) {
  const [formError, setFormError] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const [resending, setResending] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordBody),
    defaultValues: { email, code: '', password: '', password_confirmation: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    // The name is not known here; the server also checks the password against it.
    const weakness = await passwordProblem(values.password, { email })
    if (weakness) {
      setError('password', { message: weakness }, { shouldFocus: true })
      return
    }
    try {
      await resetPassword(values)
      setLeaving(true)
      goTo('/dashboard')
    } catch (error) {
      if (!setServerFieldErrors(error, setError, FIELDS)) setFormError(errorMessage(error, 'Password reset failed. Please try again.'))
    }
  })

  async function handleResend() {
    setResending(true)
    try {
      await requestPasswordReset(email)
      toast.success('If an account exists for that e-mail, we sent a new reset code.')
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to send a reset code. Please try again.'))
    } finally {
      setResending(false)
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Set a new password">
        <div role="status" className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          If an account exists for that e-mail, we sent a reset code.
        </div>
        <p className="text-sm text-slate-700">
          Code sent to <strong className="break-words text-slate-900">{email}</strong>.{' '}
          <button type="button" onClick={onChangeEmail} className="font-medium text-brand-700 underline underline-offset-2">
            Use a different email
          </button>
        </p>
        <FormError message={formError} />
        <CodeInput label="Reset code" error={errors.code?.message} {...register('code')} />
        <NewPasswordInputs
          password={register('password')}
          confirmation={register('password_confirmation')}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
          value={watch('password')}
          owner={{ email }}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" className="flex-1" busy={isSubmitting || leaving} busyText="Resetting password...">
            Reset password
          </Button>
          <Button variant="secondary" className="flex-1" onClick={handleResend} busy={resending} busyText="Sending...">
            Send a new code
          </Button>
        </div>
      </form>
      <Toaster />
    </>
  )
}
