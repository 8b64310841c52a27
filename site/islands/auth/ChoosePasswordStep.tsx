import { useState } from 'react'
import { ChoosePasswordForm } from '../../../shared/schemas/account.ts'
import type { PasswordOwner } from '../../../shared/rules/passwordStrength.ts'
import { WIZARD_CONSENT_LABEL } from '../../../shared/constants/emailPreferences.ts'
import { changePassword, updatePreferences } from '../../../dashboard/kit/account.ts'
import { Button } from '../../../dashboard/kit/ui/Button.tsx'
import { Checkbox } from '../../../dashboard/kit/ui/Checkbox.tsx'
import { NewPasswordInputs } from '../../../dashboard/kit/ui/NewPasswordInputs.tsx'
import { FormError } from '../../../dashboard/kit/ui/FormError.tsx'
import { useServerForm } from '../../../dashboard/kit/ui/useServerForm.ts'

/** Records the quote-updates box as a consent given on the quote form (only when ticked: off is the default). */
async function saveConsent(wanted: boolean): Promise<void> {
  if (wanted) await updatePreferences({ quote_notifications: true, source: 'wizard_checkbox' })
}

/**
 * Right after a wizard-made account's e-mail code: a password, so the applicant can sign in again
 * later. Skipping is fine; "Forgot password?" on the login page sets one at any time.
 */
export function ChoosePasswordStep({ owner, onDone }: { owner: PasswordOwner; onDone: () => void }) {
  const [skipping, setSkipping] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const { form, formError, onSubmit } = useServerForm(ChoosePasswordForm, {
    defaultValues: { password: '', password_confirmation: '', quote_notifications: false },
    fields: ['password', 'password_confirmation'],
    fallback: 'Failed to save your password. Please try again.',
    async send(values) {
      await changePassword({ password: values.password, password_confirmation: values.password_confirmation })
      await saveConsent(values.quote_notifications)
      setLeaving(true)
      onDone()
    },
  })
  const { register, getValues, watch, formState: { errors, isSubmitting } } = form

  async function handleSkip() {
    setSkipping(true)
    try {
      await saveConsent(getValues('quote_notifications'))
    } catch {
      // The choice can be made again in the account settings; submitting the quote matters more.
    }
    onDone()
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="choose-password-heading">
      <h2 id="choose-password-heading" className="text-xl font-semibold text-slate-900">
        Choose a password
      </h2>
      <p className="text-slate-700">
        Your e-mail is verified. Choose a password so you can log in later and follow your quote. You can skip this and set one later with "Forgot password?" on the login page.
      </p>
      <FormError message={formError} />
      <NewPasswordInputs
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
        value={watch('password')}
        owner={owner}
      />
      <Checkbox label={WIZARD_CONSENT_LABEL} {...register('quote_notifications')} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" className="flex-1" busy={isSubmitting || leaving} busyText="Saving..." disabled={skipping}>
          Save password
        </Button>
        <Button variant="secondary" className="flex-1" onClick={handleSkip} busy={skipping} busyText="Continuing..." disabled={isSubmitting}>
          Skip for now
        </Button>
      </div>
    </form>
  )
}
