import { useEffect } from 'react'
import { Router } from 'wouter'
import { SWRConfig, useSWRConfig } from 'swr'
import { $session } from './kit/session.ts'
import { swrConfig } from './lib/swrConfig.ts'
import { AppLayout } from './components/layout/AppLayout.tsx'
import { Toaster } from './kit/ui/Toaster.tsx'
import { ReauthenticationDialog } from './components/ReauthenticationDialog.tsx'
import { AppRoutes } from './routes.tsx'
import { registerAppShellWorker } from './appShellWorker/register.ts'

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
      <ReauthenticationDialog />
      <Toaster />
    </SWRConfig>
  )
}
