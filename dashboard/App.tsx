import { lazy, Suspense, use, useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { Router } from 'wouter'
import { SWRConfig, useSWRConfig } from 'swr'
import { $session } from './kit/session.ts'
import { swrConfig } from './lib/swrConfig.ts'
import { AppLayout } from './components/layout/AppLayout.tsx'
import { $toasterNeeded } from './kit/ui/toasterNeeded.ts'
import { ReauthenticationPrompt } from './components/ReauthenticationPrompt.tsx'
import { AppRoutes } from './routes.tsx'
import { registerAppShellWorker } from './appShellWorker/register.ts'

/** How long the app waits for a first paint that a hidden tab never makes. */
const FIRST_PAINT_WAIT_MS = 200

const Toaster = lazy(() => import('./kit/ui/Toaster.tsx').then((m) => ({ default: m.Toaster })))

/** The toaster, once a screen that may toast has loaded (dashboard/kit/ui/toasterNeeded.ts). */
function ToasterWhenNeeded() {
  const needed = useStore($toasterNeeded)
  return needed ? <Suspense fallback={null}><Toaster /></Suspense> : null
}

/** A change of who is signed in (logout, expiry, another tab) drops every cached answer of the last one. */
function ForgetCacheOnSessionChange() {
  const { mutate } = useSWRConfig()
  useEffect(() => $session.listen(() => void mutate(() => true, undefined, { revalidate: false })), [mutate])
  return null
}

/**
 * Settles once the browser has painted what the page's HTML holds (the prebuilt first paint of
 * /dashboard), or after a moment in a tab that paints nothing. The app's first render waits for it:
 * React's work would otherwise hold that paint back by its own length, on a slow phone seconds.
 */
const pageFirstPainted = new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0))
  setTimeout(resolve, FIRST_PAINT_WAIT_MS)
})

/** The signed-in SPA: one router, one data cache with spec §9's retry and cache rules, one toaster, one password prompt. */
export function App() {
  // Suspends the first render with nothing committed (Astro mounts it in a transition): the HTML's paint stays.
  use(pageFirstPainted)
  useEffect(registerAppShellWorker, [])
  return (
    <SWRConfig value={swrConfig}>
      <ForgetCacheOnSessionChange />
      <Router>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </Router>
      <ReauthenticationPrompt />
      <ToasterWhenNeeded />
    </SWRConfig>
  )
}
