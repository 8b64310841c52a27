import { Router } from 'wouter'
import { AppLayout } from '../components/layout/AppLayout.tsx'
import { Dashboard } from '../screens/customer/Dashboard.tsx'

/**
 * The dashboard as it looks while its data loads, rendered to HTML when the site is built
 * (site/pages/dashboard.astro): the browser paints it before the app's script has arrived, and the
 * app, mounting with the account this browser kept (kit/accountCopy.ts), draws the same screen over it.
 */
export function DashboardFirstPaint() {
  return (
    <Router ssrPath="/dashboard">
      <AppLayout>
        <Dashboard />
      </AppLayout>
    </Router>
  )
}
