import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from '@dashboard/kit/ui/toast.ts'
import { EmailOnlyBody, VerifyBody, type UserJson } from '../../../shared/schemas/auth.ts'
import { resendVerification, verifyEmail } from '../../../dashboard/kit/auth.ts'
import { isAuthenticated } from '../../../dashboard/kit/session.ts'
import { ApiError } from '../../../dashboard/kit/api.ts'
import { Button } from '../../../dashboard/kit/ui/Button.tsx'
import { Input } from '../../../dashboard/kit/ui/Field.tsx'
import { Toaster } from '../../../dashboard/kit/ui/Toaster.tsx'
import { ChoosePasswordStep } from './ChoosePasswordStep.tsx'
import { CodeInput } from './CodeInput.tsx'
import { SessionCheck } from './SessionCheck.tsx'
import { AUTO_REQUEST_SUBMISSION, goTo, verifiedTarget } from './navigation.ts'

const WRONG_CODE = 'The verification code you entered is incorrect or has expired. Please try again.'
const SUCCESS_PAUSE_MS = 1200

type Phase = 'checking' | 'ready' | 'verified'

export function VerifyEmailForm() {
  const [phase, setPhase] = useState<Phase>('checking')
  const [knownEmail, setKnownEmail] = useState<string | null>(null)
  /** Set when the wizard's applicant proved the address and has no password yet: they choose one next. */
  const [needsPassword, setNeedsPassword] = useState<UserJson | null>(null)
  const [signedUp, setSignedUp] = useState(false)
  const [resending, setResending] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(VerifyBody), defaultValues: { email: '', password: '' } })

  useEffect(() => {
    if (isAuthenticated()) {
      window.location.replace('/dashboard')
      return
    }
    const params = new URLSearchParams(window.location.search)
    const email = EmailOnlyBody.safeParse({ email: params.get('email') ?? '' })
    if (email.success) {
      setKnownEmail(email.data.email)
      reset({ email: email.data.email, password: '' })
    }
    setSignedUp(params.get('signed_up') === '1')
    if (params.get('redirect') === AUTO_REQUEST_SUBMISSION) {
      toast.info('Verification Required', { description: 'Enter the code we sent to your email to submit your request.' })
    }
    setPhase('ready')
  }, [reset])

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const fromWizard = new URLSearchParams(window.location.search).get('redirect') === AUTO_REQUEST_SUBMISSION
        // The wizard's signed-out draft belongs to the person who just proved the address, so it is kept.
        const { user } = await verifyEmail(values.email, values.password, { keepSignedOutData: fromWizard })
        toast.success('Your email has been verified successfully!')
        if (fromWizard && !user.has_password) {
          setNeedsPassword(user)
          return
        }
        setPhase('verified')
        window.setTimeout(() => goTo(verifiedTarget(window.location.search)), SUCCESS_PAUSE_MS)
      } catch (error) {
        // A wrong code is the spec's message; a used-up code, rate limits and the rest say what the server said.
        const description = !(error instanceof ApiError) ? WRONG_CODE : error.status === 422 ? (error.fields.password ?? WRONG_CODE) : error.message
        toast.error('Verification Failed', { description })
      }
    },
    (invalid) => {
      if (invalid.password?.message) toast.error('Error', { description: invalid.password.message })
    },
  )

  async function handleResend() {
    if (!(await trigger('email'))) return
    setResending(true)
    try {
      await resendVerification(getValues('email'))
      toast.success('A new verification code has been sent to your email.')
    } catch {
      toast.error('Failed to resend verification code. Please try again.')
    } finally {
      setResending(false)
    }
  }

  return (
    <>
      {needsPassword ? (
        <ChoosePasswordStep owner={needsPassword} onDone={() => goTo(verifiedTarget(window.location.search))} />
      ) : (
        <SessionCheck checking={phase === 'checking'} label="Loading...">
          <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Verify email">
            {signedUp && (
              <div role="status" className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">
                Check your e-mail to finish signing up. If this address already has an account, the e-mail tells you how to log in instead.
              </div>
            )}
            {knownEmail ? (
              <p className="text-slate-700">
                We sent a 6-character code to <strong className="break-words text-slate-900">{knownEmail}</strong>. It expires in 30 minutes.
              </p>
            ) : (
              <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
            )}
            <CodeInput label="Verification code" error={errors.password?.message} {...register('password')} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" className="flex-1" busy={isSubmitting || phase === 'verified'} busyText="Verifying...">
                Verify
              </Button>
              <Button variant="secondary" className="flex-1" onClick={handleResend} busy={resending} busyText="Sending..." disabled={phase === 'verified'}>
                Resend
              </Button>
            </div>
          </form>
        </SessionCheck>
      )}
      <Toaster />
    </>
  )
}
