import { useState } from 'react'
import { toast } from '../../../kit/ui/toast.ts'
import { signOutEverywhere } from '../../../kit/account.ts'
import { markSigningOut } from '../../../lib/navigation.ts'
import { clearSession } from '../../../kit/session.ts'
import { errorMessage } from '../../../kit/ui/serverErrors.ts'
import { Button } from '../../../kit/ui/Button.tsx'
import { Section } from './Section.tsx'

/** Ends every session, this one too: a lost phone or a shared computer stops being signed in. */
export function SessionsSection() {
  const [busy, setBusy] = useState(false)

  async function handleClick() {
    setBusy(true)
    try {
      await signOutEverywhere()
      markSigningOut()
      clearSession()
      window.location.assign('/login')
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out everywhere. Please try again.'))
      setBusy(false)
    }
  }

  return (
    <Section id="sessions-title" title="Signed-in devices">
      <p className="text-slate-700">Signed in on a computer you no longer use? Sign out everywhere, this device included.</p>
      <Button variant="secondary" busy={busy} busyText="Signing out..." onClick={() => void handleClick()}>
        Sign out everywhere
      </Button>
    </Section>
  )
}
