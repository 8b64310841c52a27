/**
 * A new password's hint: the length rule, then why the password typed so far is weak, in a live
 * region so a screen reader hears it too.
 */
export function PasswordHint({ advice }: { advice: string | null }) {
  return (
    <>
      6 to 100 characters, hard to guess.{' '}
      <span role="status" className="font-medium text-amber-800">
        {advice ?? ''}
      </span>
    </>
  )
}
