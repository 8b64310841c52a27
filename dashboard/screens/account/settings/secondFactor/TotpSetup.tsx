import { ConfirmTotpBody, type TotpSetupJson } from '../../../../../shared/schemas/secondFactor.ts'
import { confirmTotpSetup } from '../../../../kit/secondFactor.ts'
import { Button } from '../../../../kit/ui/Button.tsx'
import { Input } from '../../../../kit/ui/Field.tsx'
import { FormError } from '../../../../kit/ui/FormError.tsx'
import { useServerForm } from '../../../../kit/ui/useServerForm.ts'
import { QrCode } from '../../../../components/QrCode.tsx'

interface TotpSetupProps {
  setup: TotpSetupJson
  onConfirmed: (recoveryCodes: string[]) => void
  onCancel: () => void
}

/** Scan (or type the key), then type the app's code back: the app counts only once a code proves it works. */
export function TotpSetup({ setup, onConfirmed, onCancel }: TotpSetupProps) {
  const { form, formError, onSubmit } = useServerForm(ConfirmTotpBody, {
    defaultValues: { code: '' },
    fields: ['code'],
    fallback: 'Failed to confirm the app. Please try again.',
    async send(values) {
      onConfirmed(await confirmTotpSetup(values.code))
    },
  })
  const { register, formState: { errors, isSubmitting } } = form
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>Open your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) and scan this QR code.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <QrCode value={setup.otpauth_uri} label="QR code for your authenticator app" />
      <p className="text-sm text-slate-700">
        Cannot scan it? Enter this key in the app instead:{' '}
        <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">{setup.secret}</code>
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Confirm authenticator app">
        <FormError message={formError} />
        <Input label="6-digit code from the app" inputMode="numeric" autoComplete="one-time-code" spellCheck={false} error={errors.code?.message} {...register('code')} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={isSubmitting} busyText="Confirming...">
            Confirm
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  )
}
