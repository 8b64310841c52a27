import { CODE_LENGTH } from '../../../shared/schemas/auth.ts'
import { Input, type InputProps } from '../../../dashboard/kit/ui/Field.tsx'

/** The 6-character e-mail code: one-time-code autofill, shown upper-case (the schema upper-cases it too). */
export function CodeInput(props: Omit<InputProps, 'maxLength' | 'autoComplete'>) {
  return (
    <Input
      type="text"
      inputMode="text"
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={CODE_LENGTH}
      className="font-mono text-lg tracking-[0.4em] uppercase"
      {...props}
    />
  )
}
