import { lazy, Suspense, useEffect, useState } from 'react'
import { setReauthenticationPrompt } from '../kit/reauthentication.ts'

// The dialog brings a form library, a dialog primitive and the passkey client: loaded when a request
// first needs the password again, not with the app's first screen.
const ReauthenticationDialog = lazy(() => import('./ReauthenticationDialog.tsx').then((m) => ({ default: m.ReauthenticationDialog })))

/** The answer the request waiting for the password gets: true once it was confirmed. */
type Answer = (confirmed: boolean) => void

/** Installs the app's answer to `reauthentication_required` (dashboard/kit/reauthentication.ts): the dialog. */
export function ReauthenticationPrompt() {
  const [waiting, setWaiting] = useState<{ answer: Answer } | null>(null)
  useEffect(() => {
    setReauthenticationPrompt(() => new Promise<boolean>((resolve) => setWaiting({ answer: resolve })))
    return () => setReauthenticationPrompt(null)
  }, [])
  if (!waiting) return null
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog
        onFinish={(confirmed) => {
          waiting.answer(confirmed)
          setWaiting(null)
        }}
      />
    </Suspense>
  )
}
