import { useState } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { useSWRConfig } from 'swr'
import { SECURITY_LOG_KEY } from '../../../hooks/useSecurityLog.ts'
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser'
import { longDate, timeAgo } from '../../../../shared/dates.ts'
import { usePasskeys } from '../../../hooks/usePasskeys.ts'
import { addPasskey, removePasskey } from '../../../kit/passkeys.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Spinner } from '../../../kit/ui/Spinner.tsx'
import { Section } from './Section.tsx'

const CANCELLED_MESSAGE = 'No passkey was added: the request was cancelled or timed out.'

/** Passkeys sign in instead of the password (and count as an administrator's second factor); each can be removed. */
export function PasskeysSection() {
  const { passkeys, error, mutate } = usePasskeys()
  const { mutate: refetch } = useSWRConfig()
  const [busy, setBusy] = useState<'add' | number | null>(null)
  const refresh = () => Promise.all([mutate(), refetch('/me/second_factor'), refetch('/me'), refetch(SECURITY_LOG_KEY)])

  async function handleAdd() {
    setBusy('add')
    try {
      await addPasskey()
      toast.success('Your passkey has been added.')
      await refresh()
    } catch (failure) {
      toast.error(failure instanceof WebAuthnError ? CANCELLED_MESSAGE : errorMessage(failure, 'Failed to add the passkey. Please try again.'))
    } finally {
      setBusy(null)
    }
  }

  async function handleRemove(id: number) {
    setBusy(id)
    try {
      await removePasskey(id)
      toast.success('Your passkey has been removed.')
      await refresh()
    } catch (failure) {
      toast.error(errorMessage(failure, 'Failed to remove the passkey. Please try again.'))
    } finally {
      setBusy(null)
    }
  }

  let body
  if (error && !passkeys) {
    body = (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-red-700">We could not load your passkeys. Please try again.</p>
        <Button variant="secondary" onClick={() => void mutate()}>Try again</Button>
      </div>
    )
  } else if (!passkeys) body = <Spinner label="Loading your passkeys..." />
  else if (passkeys.length === 0) body = <p className="text-sm text-slate-600">No passkeys yet.</p>
  else {
    const now = new Date()
    body = (
      <ul aria-label="Your passkeys" className="divide-y divide-slate-200">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div className="text-sm">
              <p className="font-medium text-slate-900">{passkey.name}</p>
              <p className="text-slate-600">
                Added {longDate(passkey.created_at)}, {passkey.last_used_at ? `last used ${timeAgo(passkey.last_used_at, now)}` : 'not used yet'}
              </p>
            </div>
            <Button variant="secondary" busy={busy === passkey.id} busyText="Removing..." aria-label={`Remove passkey ${passkey.name}`} onClick={() => void handleRemove(passkey.id)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <Section id="passkeys-title" title="Passkeys">
      <p className="text-slate-700">Sign in with your fingerprint, face or device PIN instead of your password.</p>
      {body}
      {browserSupportsWebAuthn() ? (
        <Button busy={busy === 'add'} busyText="Waiting for your passkey..." onClick={() => void handleAdd()}>
          Add a passkey
        </Button>
      ) : (
        <p className="text-sm text-slate-600">This browser cannot use passkeys.</p>
      )}
    </Section>
  )
}
