import { useState } from 'react'
import * as Dialog from 'radix-ui/dialog'
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser'
import { ReauthenticateBody } from '../../shared/schemas/account.ts'
import { reauthenticate } from '../kit/account.ts'
import { reauthenticateWithPasskey } from '../kit/passkeys.ts'
import { usePasskeys } from '../hooks/usePasskeys.ts'
import { errorMessage } from '../kit/ui/serverErrors.ts'
import { Button } from '../kit/ui/Button.tsx'
import { Input } from '../kit/ui/Field.tsx'
import { FormError } from '../kit/ui/FormError.tsx'
import { useServerForm } from '../kit/ui/useServerForm.ts'

const PASSKEY_CANCELLED_MESSAGE = 'No passkey was used: the request was cancelled or timed out. Try again, or enter your password.'

/**
 * Asks for the password, or one of the account's passkeys, when a change to who the person is needs a
 * recent proof (ReauthenticationPrompt shows it); the refused request is sent again once it is confirmed.
 */
export function ReauthenticationDialog({ onFinish }: { onFinish: (confirmed: boolean) => void }) {
  const [passkeyBusy, setPasskeyBusy] = useState(false)
  const [passkeyError, setPasskeyError] = useState<string | null>(null)
  const { passkeys } = usePasskeys()
  const offerPasskey = (passkeys?.length ?? 0) > 0 && browserSupportsWebAuthn()
  const { form, formError, onSubmit } = useServerForm(ReauthenticateBody, {
    defaultValues: { password: '' },
    fields: ['password'],
    fallback: 'Failed to check your password. Please try again.',
    async send(values) {
      await reauthenticate(values.password)
      onFinish(true)
    },
  })
  const { register, formState: { errors, isSubmitting } } = form
  const checking = isSubmitting || passkeyBusy

  async function handlePasskey() {
    setPasskeyBusy(true)
    setPasskeyError(null)
    try {
      await reauthenticateWithPasskey()
      onFinish(true)
    } catch (failure) {
      setPasskeyError(failure instanceof WebAuthnError ? PASSKEY_CANCELLED_MESSAGE : errorMessage(failure, 'Failed to check your passkey. Please try again.'))
    } finally {
      setPasskeyBusy(false)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !checking && onFinish(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">Confirm it’s you</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            For your safety, enter your password again to continue
            {offerPasskey ? ', or use one of your passkeys' : ''}. No password yet? Log out and choose “Forgot password?” on the login page to set one with a code
            from your e-mail.
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Confirm your password">
            <FormError message={formError} />
            <Input label="Your password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
            {offerPasskey && (
              <div className="space-y-3">
                <FormError message={passkeyError} />
                <Button variant="secondary" busy={passkeyBusy} busyText="Waiting for your passkey..." disabled={isSubmitting} onClick={() => void handlePasskey()}>
                  Use a passkey
                </Button>
              </div>
            )}
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={checking}>Cancel</Button>
              </Dialog.Close>
              <Button type="submit" busy={isSubmitting} disabled={passkeyBusy} busyText="Checking...">
                Continue
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
