import { toast } from '../../../kit/ui/toast.ts'
import { ChangePasswordBody } from '../../../../shared/schemas/account.ts'
import type { UserJson } from '../../../../shared/schemas/auth.ts'
import { changePassword } from '../../../kit/account.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Input } from '../../../kit/ui/Field.tsx'
import { NewPasswordInputs } from '../../../kit/ui/NewPasswordInputs.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { useServerForm } from '../../../kit/ui/useServerForm.ts'
import { Section } from './Section.tsx'

const EMPTY = { current_password: '', password: '', password_confirmation: '' }

/** Needs the current password (when there is one); every other device is signed out afterwards. */
export function PasswordSection({ me, onChanged }: { me: UserJson; onChanged: () => void }) {
  const { form, formError, onSubmit } = useServerForm(ChangePasswordBody, {
    defaultValues: EMPTY,
    fields: ['current_password', 'password', 'password_confirmation'],
    fallback: 'Failed to change your password. Please try again.',
    async send(values) {
      toast.success(await changePassword(me.has_password ? values : { ...values, current_password: undefined }))
      form.reset(EMPTY)
      onChanged()
    },
  })
  const { register, watch, formState: { errors, isSubmitting } } = form

  return (
    <Section id="password-title" title={me.has_password ? 'Password' : 'Set a password'}>
      {!me.has_password && <p className="text-slate-700">Your account was made when you requested a quote and has no password yet. Set one to log in with it.</p>}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={me.has_password ? 'Change password' : 'Set a password'}>
        <FormError message={formError} />
        {me.has_password && (
          <Input label="Current password" type="password" autoComplete="current-password" error={errors.current_password?.message} {...register('current_password')} />
        )}
        <NewPasswordInputs
          password={register('password')}
          confirmation={register('password_confirmation')}
          errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
          value={watch('password')}
          owner={me}
        />
        <p className="text-sm text-slate-600">Changing your password signs you out on every other device.</p>
        <Button type="submit" busy={isSubmitting} busyText="Saving...">
          {me.has_password ? 'Change password' : 'Set password'}
        </Button>
      </form>
    </Section>
  )
}
