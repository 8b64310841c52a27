import { toast } from '../../../kit/ui/toast.ts'
import { UpdateProfileBody } from '../../../../shared/schemas/account.ts'
import type { UserJson } from '../../../../shared/schemas/auth.ts'
import { updateProfile } from '../../../kit/account.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Input } from '../../../kit/ui/Field.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { useServerForm } from '../../../kit/ui/useServerForm.ts'
import { Section } from './Section.tsx'

export function ProfileSection({ me, onSaved }: { me: UserJson; onSaved: (user: UserJson) => void }) {
  const { form, formError, onSubmit } = useServerForm(UpdateProfileBody, {
    defaultValues: { first_name: me.first_name, last_name: me.last_name },
    fields: ['first_name', 'last_name'],
    fallback: 'Failed to save your name. Please try again.',
    async send(values) {
      onSaved(await updateProfile(values))
      toast.success('Your name was saved.')
    },
  })
  const { register, formState: { errors, isSubmitting } } = form

  return (
    <Section id="profile-title" title="Profile">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Profile">
        <FormError message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
          <Input label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <Button type="submit" busy={isSubmitting} busyText="Saving...">
          Save name
        </Button>
      </form>
    </Section>
  )
}
