import { useState } from 'react'
import { toast } from '../../../../kit/ui/toast.ts'
import { useSWRConfig } from 'swr'
import type { SecondFactorJson, TotpSetupJson } from '../../../../../shared/schemas/secondFactor.ts'
import { longDate, timeAgo } from '../../../../../shared/dates.ts'
import { useSecondFactor } from '../../../../hooks/useSecondFactor.ts'
import { removeTotp, renewRecoveryCodes, startTotpSetup } from '../../../../kit/secondFactor.ts'
import { SECURITY_LOG_KEY } from '../../../../hooks/useSecurityLog.ts'
import { errorMessage } from '../../../../kit/ui/serverErrors.ts'
import { Button } from '../../../../kit/ui/Button.tsx'
import { Spinner } from '../../../../kit/ui/Spinner.tsx'
import { Section } from '../Section.tsx'
import { TotpSetup } from './TotpSetup.tsx'
import { RecoveryCodes } from './RecoveryCodes.tsx'

const WHY: Record<SecondFactorJson['admin_console'], string> = {
  not_admin: 'Add an authenticator app, so that your password alone is not enough to sign in.',
  allowed: 'Administrators must use a second factor: the admin console opens only after the code from your app.',
  setup_required: 'Administrators must use a second factor. Set up an authenticator app to open the admin console.',
  demo_exempt:
    'You are the demo administrator on this machine, so the admin console opens without a second factor here. From any other machine it asks for one.',
}

/** An admin who has a factor but signed in without it (a password reset) is told to sign in with it. */
function why(status: SecondFactorJson): string {
  const hasFactor = status.totp !== null || status.passkeys > 0
  if (status.admin_console === 'setup_required' && hasFactor) {
    return 'Administrators must use a second factor: sign out and sign in again with your authenticator app’s code or a passkey to open the admin console.'
  }
  return WHY[status.admin_console]
}

type Step = { kind: 'idle' } | { kind: 'scanning'; setup: TotpSetupJson } | { kind: 'codes'; codes: string[]; announcement: string }

/** The authenticator app: set up with a QR code and ten recovery codes, its codes renewed, or removed. Each needs the password lately. */
export function SecondFactorSection() {
  const { secondFactor, error, mutate } = useSecondFactor()
  const { mutate: refetch } = useSWRConfig()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [busy, setBusy] = useState<'remove' | 'renew' | 'begin' | null>(null)

  async function run(action: 'remove' | 'renew' | 'begin', work: () => Promise<void>, fallback: string) {
    setBusy(action)
    try {
      await work()
      void refetch(SECURITY_LOG_KEY)
    } catch (failure) {
      toast.error(errorMessage(failure, fallback))
    } finally {
      setBusy(null)
    }
  }
  const begin = () => run('begin', async () => setStep({ kind: 'scanning', setup: await startTotpSetup() }), 'Failed to start the setup. Please try again.')
  const renew = () =>
    run(
      'renew',
      async () => setStep({ kind: 'codes', codes: await renewRecoveryCodes(), announcement: 'Your new recovery codes are ready. The old ones no longer work.' }),
      'Failed to make new recovery codes. Please try again.',
    )
  const remove = () =>
    run('remove', async () => {
      await removeTotp()
      toast.success('Your authenticator app has been removed.')
      await Promise.all([mutate(), refetch('/me')])
    }, 'Failed to remove the app. Please try again.')
  const finish = () => {
    setStep({ kind: 'idle' })
    void Promise.all([mutate(), refetch('/me'), refetch(SECURITY_LOG_KEY)])
  }

  let body
  if (error && !secondFactor) {
    body = (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-red-700">We could not load your second factor. Please try again.</p>
        <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
      </div>
    )
  } else if (!secondFactor) body = <Spinner label="Loading your second factor..." />
  else if (step.kind === 'scanning') {
    body = <TotpSetup setup={step.setup} onCancel={() => setStep({ kind: 'idle' })} onConfirmed={(codes) => setStep({ kind: 'codes', codes, announcement: 'Your authenticator app is set up.' })} />
  } else if (step.kind === 'codes') body = <RecoveryCodes codes={step.codes} announcement={step.announcement} onDone={finish} />
  else if (secondFactor.totp) {
    const { confirmed_at: since, last_used_at: lastUsed } = secondFactor.totp
    body = (
      <>
        <p className="text-slate-700">
          Authenticator app: set up on {longDate(since)}, {lastUsed ? `last used ${timeAgo(lastUsed, new Date())}` : 'not used yet'}.{' '}
          {secondFactor.recovery_codes_left} of 10 recovery codes left.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" busy={busy === 'renew'} disabled={busy !== null} busyText="Making new codes..." onClick={() => void renew()}>
            New recovery codes
          </Button>
          <Button variant="secondary" busy={busy === 'remove'} disabled={busy !== null} busyText="Removing..." onClick={() => void remove()}>
            Remove authenticator app
          </Button>
        </div>
      </>
    )
  } else {
    body = (
      <Button busy={busy === 'begin'} busyText="Starting..." onClick={() => void begin()}>
        Set up an authenticator app
      </Button>
    )
  }
  return (
    <Section id="second-factor-title" title="Second factor">
      {secondFactor && <p className="text-slate-700">{why(secondFactor)}</p>}
      {body}
    </Section>
  )
}
