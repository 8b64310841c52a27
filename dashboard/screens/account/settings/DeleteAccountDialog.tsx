import { useState } from 'react'
import * as AlertDialog from 'radix-ui/alert-dialog'
import { z } from 'zod'
import { DeleteAccountBody } from '../../../../shared/schemas/account.ts'
import { deleteMyAccount } from '../../../kit/account.ts'
import { markSigningOut } from '../../../lib/navigation.ts'
import { clearSession } from '../../../kit/session.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Input } from '../../../kit/ui/Field.tsx'
import { FormError } from '../../../kit/ui/FormError.tsx'
import { useServerForm } from '../../../kit/ui/useServerForm.ts'
import { KeptRecords } from './KeptRecords.tsx'

const CONFIRM_WORD = 'DELETE'

const DeleteAccountForm = DeleteAccountBody.extend({
  confirmation: z.string().refine((value) => value.trim() === CONFIRM_WORD, `Type ${CONFIRM_WORD} to confirm.`),
})

/** Typed confirmation and the password; says beforehand exactly what goes and what is kept, and why. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false)
  const { form, formError, onSubmit } = useServerForm(DeleteAccountForm, {
    defaultValues: { password: '', confirmation: '' },
    fields: ['password'],
    fallback: 'Failed to delete your account. Please try again.',
    async send(values) {
      await deleteMyAccount(values.password)
      markSigningOut()
      clearSession()
      // A page outside the sign-in guard: the session is gone, what was kept is said once more.
      window.location.replace('/account/deleted')
    },
  })
  const { register, formState: { errors, isSubmitting } } = form

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !isSubmitting && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button variant="danger">Delete my account</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-slate-900">Delete your account?</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-slate-700">
              <p>This cannot be undone. You are signed out everywhere.</p>
              <KeptRecords open={open} />
            </div>
          </AlertDialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Delete account">
            <FormError message={formError} />
            <Input label={`Type ${CONFIRM_WORD} to confirm`} autoComplete="off" error={errors.confirmation?.message} {...register('confirmation')} />
            <Input label="Your password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
            <div className="flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={isSubmitting}>Keep my account</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" busy={isSubmitting} busyText="Deleting...">
                Delete my account permanently
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
