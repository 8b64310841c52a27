import type { ReactNode } from 'react'
import { AppHeader } from './AppHeader.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { useAgency } from '../../hooks/useAgency.ts'

/**
 * The signed-in frame: header, the screen, a divider and the logged-in footer. The screen is at least
 * a window tall: screens grow as their data arrives, and a footer in view would move each time.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { agency } = useAgency()
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <AppHeader />
      <main id="main" className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 pb-24 pt-28">
        {children}
      </main>
      <SiteFooter agency={agency} />
    </div>
  )
}
