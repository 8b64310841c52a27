/**
 * A new password's hint: the length rule, then why the password typed so far is weak, in a live
 * region so a screen reader hears it too (not when the field's error already says the same).
 */
export function PasswordHint({ advice, error }: { advice: string | null; error: string | undefined }) {
  return (
    <>
      6 to 100 characters, hard to guess.{' '}
      <span role="status" className="font-medium text-amber-800">
        {advice === error ? '' : (advice ?? '')}
      </span>
    </>
  )
}
