import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { RegisterForm } from '../../../shared/schemas/auth.ts'
import { passwordProblem } from '../../../shared/rules/passwordStrength.ts'
import { register as registerAccount } from '../../../dashboard/kit/auth.ts'
import { Button } from '../../../dashboard/kit/ui/Button.tsx'
import { Checkbox } from '../../../dashboard/kit/ui/Checkbox.tsx'
import { Input } from '../../../dashboard/kit/ui/Field.tsx'
import { PasswordHint } from '../../../dashboard/kit/ui/PasswordHint.tsx'
import { usePasswordAdvice } from '../../../dashboard/kit/ui/usePasswordAdvice.ts'
import { FormError } from '../../../dashboard/kit/ui/FormError.tsx'
import { errorMessage, setServerFieldErrors } from '../../../dashboard/kit/ui/serverErrors.ts'
import { carriedQuery, goTo, verifyAfterSignUp } from './navigation.ts'
import { SessionCheck } from './SessionCheck.tsx'
import { useGuestOnly } from './useGuestOnly.ts'

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const
const linkClass = 'font-medium text-brand-700 underline underline-offset-2'

export function CreateAccountForm() {
  const guest = useGuestOnly()
  const [formError, setFormError] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const [search, setSearch] = useState('')
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', password_confirmation: '', agreed_to_terms: false },
  })

  useEffect(() => setSearch(window.location.search), [])
  const [password, email, firstName, lastName] = watch(['password', 'email', 'first_name', 'last_name'])
  const advice = usePasswordAdvice(password, { email, first_name: firstName, last_name: lastName })

  // The agreement box stays in the browser; the body carries the five account fields.
  const onSubmit = handleSubmit(async ({ first_name, last_name, email, password, password_confirmation }) => {
    setFormError(null)
    // Judged again at submit: the live advice may still be waiting for a pause in typing.
    const weakness = await passwordProblem(password, { email, first_name, last_name })
    if (weakness) {
      setError('password', { message: weakness }, { shouldFocus: true })
      return
    }
    try {
      const { user_email: userEmail } = await registerAccount({ first_name, last_name, email, password, password_confirmation })
      setLeaving(true)
      goTo(verifyAfterSignUp(userEmail, search))
    } catch (error) {
      setServerFieldErrors(error, setError, FIELDS)
      setFormError(errorMessage(error, 'Failed to create account. Please try again.'))
    }
  })

  return (
    <SessionCheck checking={!guest} label="Checking your session...">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create account">
        <FormError message={formError} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
          <Input label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Input
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={<PasswordHint advice={advice} error={errors.password?.message} />}
          error={errors.password?.message}
          {...register('password')}
        />
        <Input
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Checkbox
          error={errors.agreed_to_terms?.message}
          label={
            <>
              I agree to the{' '}
              <a href="/legal/privacy-policy" target="_blank" rel="noopener" className={linkClass}>
                Privacy Policy
              </a>{' '}
              and{' '}
              <a href="/legal/terms-and-conditions" target="_blank" rel="noopener" className={linkClass}>
                Terms and Conditions
              </a>
              <span className="sr-only"> (open in a new tab)</span>
            </>
          }
          {...register('agreed_to_terms')}
        />
        <Button type="submit" className="w-full" busy={isSubmitting || leaving} busyText="Creating account...">
          Create account
        </Button>
        <p className="text-center text-sm text-slate-700">
          Already have an account?{' '}
          <a href={`/login${carriedQuery(search)}`} className={linkClass}>
            Log in
          </a>
        </p>
      </form>
    </SessionCheck>
  )
}
