import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoginBody } from '../../../shared/schemas/auth.ts'
import { login } from '../../../dashboard/kit/auth.ts'
import { signInWithPasskey } from '../../../dashboard/kit/passkeys.ts'
import { WebAuthnError } from '@simplewebauthn/browser'
import { ApiError } from '../../../dashboard/kit/api.ts'
import { Button } from '../../../dashboard/kit/ui/Button.tsx'
import { Input } from '../../../dashboard/kit/ui/Field.tsx'
import { FormError } from '../../../dashboard/kit/ui/FormError.tsx'
import { errorMessage, setServerFieldErrors } from '../../../dashboard/kit/ui/serverErrors.ts'
import { carriedQuery, goTo, signInTarget } from './navigation.ts'
import { SessionCheck } from './SessionCheck.tsx'
import { useGuestOnly } from './useGuestOnly.ts'

const FIELDS = ['email', 'password', 'code', 'second_factor_code'] as const

export function LoginForm() {
  const guest = useGuestOnly()
  const [formError, setFormError] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const [search, setSearch] = useState('')
  // Strangers failed from many places: this new device needs the code e-mailed to the account too.
  const [codeAsked, setCodeAsked] = useState(false)
  // The account has an authenticator app: after the right password, its code (or a recovery code).
  const [secondFactorAsked, setSecondFactorAsked] = useState(false)
  const [passkeyBusy, setPasskeyBusy] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '' } })

  useEffect(() => setSearch(window.location.search), [])
  useEffect(() => {
    if (secondFactorAsked) setFocus('second_factor_code')
  }, [secondFactorAsked, setFocus])

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const { user } = await login(values)
      setLeaving(true)
      goTo(await signInTarget(search, user))
    } catch (error) {
      if (error instanceof ApiError && error.code === 'sign_in_code_required') setCodeAsked(true)
      if (error instanceof ApiError && error.code === 'second_factor_required') {
        setSecondFactorAsked(true)
        return
      }
      setServerFieldErrors(error, setError, FIELDS)
      setFormError(errorMessage(error, 'Login failed'))
    }
  })

  async function handlePasskey() {
    setFormError(null)
    setPasskeyBusy(true)
    try {
      const { user } = await signInWithPasskey()
      setLeaving(true)
      goTo(await signInTarget(search, user))
    } catch (error) {
      setFormError(error instanceof WebAuthnError ? 'No passkey was used: the request was cancelled or timed out.' : errorMessage(error, 'Signing in with a passkey failed. Please try again.'))
    } finally {
      setPasskeyBusy(false)
    }
  }

  return (
    <SessionCheck checking={!guest} label="Checking your session...">
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Log in">
        <FormError message={formError} />
        <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div className="space-y-1">
          <Input label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <p className="text-right text-sm">
            <a href="/reset-password" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Forgot password?
            </a>
          </p>
        </div>
        {codeAsked && (
          <Input label="Sign-in code from the e-mail" autoComplete="one-time-code" spellCheck={false} error={errors.code?.message} {...register('code')} />
        )}
        {secondFactorAsked && (
          <div className="space-y-1">
            <p role="status" className="text-sm text-slate-700">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
            <Input label="Authentication code" autoComplete="one-time-code" spellCheck={false} error={errors.second_factor_code?.message} {...register('second_factor_code')} />
          </div>
        )}
        <Button type="submit" className="w-full" busy={isSubmitting || leaving} busyText="Logging in...">
          Log in
        </Button>
        <Button variant="secondary" className="w-full" busy={passkeyBusy} busyText="Waiting for your passkey..." disabled={isSubmitting || leaving} onClick={() => void handlePasskey()}>
          Use a passkey instead
        </Button>
        <p className="text-center text-sm text-slate-700">
          Don't have an account?{' '}
          <a href={`/create-account${carriedQuery(search)}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Create one
          </a>
        </p>
      </form>
    </SessionCheck>
  )
}
