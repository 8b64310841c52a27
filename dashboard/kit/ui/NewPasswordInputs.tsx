import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from './Field.tsx'

interface NewPasswordInputsProps {
  password: UseFormRegisterReturn
  confirmation: UseFormRegisterReturn
  errors: { password?: string; confirmation?: string }
}

/** The new password and its confirmation, asked the same way wherever a password is set. */
export function NewPasswordInputs({ password, confirmation, errors }: NewPasswordInputsProps) {
  return (
    <>
      <Input label="New password" type="password" autoComplete="new-password" hint="6 to 100 characters." error={errors.password} {...password} />
      <Input label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmation} {...confirmation} />
    </>
  )
}
