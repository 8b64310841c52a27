import { Router } from 'wouter'
import { SWRConfig } from 'swr'
import { swrConfig } from './lib/swrConfig.ts'
import { AppLayout } from './components/layout/AppLayout.tsx'
import { Toaster } from './components/ui/Toaster.tsx'
import { AppRoutes } from './routes.tsx'

/** The signed-in SPA: one router, one data cache with spec §9's retry and cache rules, one toaster. */
export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <Router>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </Router>
      <Toaster />
    </SWRConfig>
  )
}
