import { lazy, Suspense, useEffect } from 'react'
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

/** The signed-in SPA: one router, one data cache with spec §9's retry and cache rules, one toaster, one password prompt. */
export function App() {
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
