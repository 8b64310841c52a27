import type { UseFormRegisterReturn } from 'react-hook-form'
import type { PasswordOwner } from '../../../shared/rules/passwordStrength.ts'
import { Input } from './Field.tsx'
import { PasswordHint } from './PasswordHint.tsx'
import { usePasswordAdvice } from './usePasswordAdvice.ts'

interface NewPasswordInputsProps {
  password: UseFormRegisterReturn
  confirmation: UseFormRegisterReturn
  errors: { password?: string; confirmation?: string }
  /** The password typed so far, judged live. */
  value: string
  /** Whose password it is: their name and address may not make it up. */
  owner: PasswordOwner
}

/** The new password and its confirmation, asked the same way wherever a password is set. */
export function NewPasswordInputs({ password, confirmation, errors, value, owner }: NewPasswordInputsProps) {
  const advice = usePasswordAdvice(value, owner)
  return (
    <>
      <Input label="New password" type="password" autoComplete="new-password" hint={<PasswordHint advice={advice} error={errors.password} />} error={errors.password} {...password} />
      <Input label="Confirm new password" type="password" autoComplete="new-password" error={errors.confirmation} {...confirmation} />
    </>
  )
}
