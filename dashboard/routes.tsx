import { lazy, Suspense, type ReactNode } from 'react'
import { Route, Switch } from 'wouter'
import { RequireAuth, type Audience } from './components/layout/RequireAuth.tsx'
import { Spinner } from './components/ui/Spinner.tsx'
import { NotFound } from './screens/NotFound.tsx'
import { AdminGate } from './screens/admin/AdminGate.tsx'

// Every screen is its own chunk: /dashboard loads only what it shows, and admin code never reaches a customer.
const Dashboard = lazy(() => import('./screens/customer/Dashboard.tsx').then((m) => ({ default: m.Dashboard })))
const RequestList = lazy(() => import('./screens/customer/RequestList.tsx').then((m) => ({ default: m.RequestList })))
const RequestDetail = lazy(() => import('./screens/customer/RequestDetail.tsx').then((m) => ({ default: m.RequestDetail })))
const Support = lazy(() => import('./screens/support/Support.tsx').then((m) => ({ default: m.Support })))
const Subscription = lazy(() => import('./screens/account/Subscription.tsx').then((m) => ({ default: m.Subscription })))
const AdminHome = lazy(() => import('./screens/admin/AdminHome.tsx').then((m) => ({ default: m.AdminHome })))
const AdminRequests = lazy(() => import('./screens/admin/AdminRequests.tsx').then((m) => ({ default: m.AdminRequests })))
const AdminRequestDetail = lazy(() => import('./screens/admin/AdminRequestDetail.tsx').then((m) => ({ default: m.AdminRequestDetail })))
const AdminPlans = lazy(() => import('./screens/admin/AdminPlans.tsx').then((m) => ({ default: m.AdminPlans })))
const NewPlan = lazy(() => import('./screens/admin/PlanEditor.tsx').then((m) => ({ default: m.NewPlan })))
const EditPlan = lazy(() => import('./screens/admin/PlanEditor.tsx').then((m) => ({ default: m.EditPlan })))
const UserSubscriptions = lazy(() => import('./screens/admin/UserSubscriptions.tsx').then((m) => ({ default: m.UserSubscriptions })))
const AdminUser = lazy(() => import('./screens/admin/AdminUser.tsx').then((m) => ({ default: m.AdminUser })))

function Guarded({ audience, children }: { audience?: Audience; children: ReactNode }) {
  return (
    <RequireAuth audience={audience}>
      <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
    </RequireAuth>
  )
}

function AdminOnly({ children }: { children: ReactNode }) {
  return (
    <Guarded>
      <AdminGate>{children}</AdminGate>
    </Guarded>
  )
}

/** The SPA's route table (spec §2). Koa serves the shell for /dashboard, /account, /admin and /support. */
export function AppRoutes() {
  return (
    <Switch>
      {/* Customer area */}
      <Route path="/dashboard">
        <Guarded audience="customer"><Dashboard /></Guarded>
      </Route>
      <Route path="/dashboard/requests">
        <Guarded><RequestList /></Guarded>
      </Route>
      <Route path="/dashboard/requests/:requestNumber">
        {(params) => (
          <Guarded><RequestDetail key={params.requestNumber} requestNumber={params.requestNumber} /></Guarded>
        )}
      </Route>
      <Route path="/support">
        <Guarded><Support /></Guarded>
      </Route>

      <Route path="/account/subscription">
        <Guarded><Subscription /></Guarded>
      </Route>

      {/* Admin console: the API answers non-admins 403; AdminGate shows them 'not allowed' without loading admin code. */}
      <Route path="/admin">
        <AdminOnly><AdminHome /></AdminOnly>
      </Route>
      <Route path="/admin/requests">
        <AdminOnly><AdminRequests /></AdminOnly>
      </Route>
      <Route path="/admin/requests/:requestNumber">
        {(params) => <AdminOnly><AdminRequestDetail key={params.requestNumber} requestNumber={params.requestNumber} /></AdminOnly>}
      </Route>
      <Route path="/admin/subscription-plans">
        <AdminOnly><AdminPlans /></AdminOnly>
      </Route>
      <Route path="/admin/subscription-plans/new">
        <AdminOnly><NewPlan /></AdminOnly>
      </Route>
      <Route path="/admin/subscription-plans/:planId/edit">
        {(params) => <AdminOnly><EditPlan key={params.planId} planId={params.planId} /></AdminOnly>}
      </Route>
      <Route path="/admin/user-subscriptions">
        <AdminOnly><UserSubscriptions /></AdminOnly>
      </Route>
      <Route path="/admin/users/:userId">
        {(params) => <AdminOnly><AdminUser key={params.userId} userId={params.userId} /></AdminOnly>}
      </Route>

      <Route><NotFound /></Route>
    </Switch>
  )
}
