import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Route, Switch } from 'wouter'
import { RequireAuth, type Audience } from './components/layout/RequireAuth.tsx'
import { Spinner } from './kit/ui/Spinner.tsx'
import { NotFound } from './screens/NotFound.tsx'
import { Dashboard } from './screens/customer/Dashboard.tsx'
import { SPA_ROUTES } from '../shared/spaRoutes.ts'
import { lazyScreen } from './lib/lazyScreen.ts'

// Every other screen is its own chunk, and admin code never reaches a customer. A customer's screen is
// fetched beside the account (Guarded's preload); an admin screen only once it may show. The customer's
// home is in the shell: its first paint is prebuilt (site/pages/dashboard.astro), and a chunk still on
// its way would put a spinner over it.
const RequestList = lazyScreen(() => import('./screens/customer/RequestList.tsx').then((m) => m.RequestList))
const RequestDetail = lazyScreen(() => import('./screens/customer/RequestDetail.tsx').then((m) => m.RequestDetail))
const PolicyList = lazyScreen(() => import('./screens/customer/PolicyList.tsx').then((m) => m.PolicyList))
const AddPolicy = lazyScreen(() => import('./screens/customer/AddPolicy.tsx').then((m) => m.AddPolicy))
const EditPolicy = lazyScreen(() => import('./screens/customer/EditPolicy.tsx').then((m) => m.EditPolicy))
const WhatChanged = lazyScreen(() => import('./screens/customer/WhatChanged.tsx').then((m) => m.WhatChanged))
const PolicyDetail = lazyScreen(() => import('./screens/customer/PolicyDetail.tsx').then((m) => m.PolicyDetail))
const ClaimList = lazyScreen(() => import('./screens/customer/claims/ClaimList.tsx').then((m) => m.ClaimList))
const AccidentStart = lazyScreen(() => import('./screens/customer/claims/AccidentStart.tsx').then((m) => m.AccidentStart))
const ClaimPage = lazyScreen(() => import('./screens/customer/claims/ClaimPage.tsx').then((m) => m.ClaimPage))
const Support = lazyScreen(() => import('./screens/support/Support.tsx').then((m) => m.Support))
const Account = lazyScreen(() => import('./screens/account/Account.tsx').then((m) => m.Account))
const AccountDeleted = lazy(() => import('./screens/account/AccountDeleted.tsx').then((m) => ({ default: m.AccountDeleted })))
const Subscription = lazyScreen(() => import('./screens/account/Subscription.tsx').then((m) => m.Subscription))
// The admin console's door is a chunk of its own too, so a customer's first screen carries none of its checks.
const AdminGate = lazy(() => import('./screens/admin/AdminGate.tsx').then((m) => ({ default: m.AdminGate })))
const AdminHome = lazy(() => import('./screens/admin/AdminHome.tsx').then((m) => ({ default: m.AdminHome })))
const AdminRequests = lazy(() => import('./screens/admin/AdminRequests.tsx').then((m) => ({ default: m.AdminRequests })))
const AdminRequestDetail = lazy(() => import('./screens/admin/AdminRequestDetail.tsx').then((m) => ({ default: m.AdminRequestDetail })))
const AdminPlans = lazy(() => import('./screens/admin/AdminPlans.tsx').then((m) => ({ default: m.AdminPlans })))
const NewPlan = lazy(() => import('./screens/admin/PlanEditor.tsx').then((m) => ({ default: m.NewPlan })))
const EditPlan = lazy(() => import('./screens/admin/PlanEditor.tsx').then((m) => ({ default: m.EditPlan })))
const UserSubscriptions = lazy(() => import('./screens/admin/UserSubscriptions.tsx').then((m) => ({ default: m.UserSubscriptions })))
const AdminCarriers = lazy(() => import('./screens/admin/carriers/AdminCarriers.tsx').then((m) => ({ default: m.AdminCarriers })))
const AgencySettings = lazy(() => import('./screens/admin/agency/AgencySettings.tsx').then((m) => ({ default: m.AgencySettings })))
const FailedJobs = lazy(() => import('./screens/admin/FailedJobs.tsx').then((m) => ({ default: m.FailedJobs })))
const KeptRecords = lazy(() => import('./screens/admin/keptRecords/KeptRecords.tsx').then((m) => ({ default: m.KeptRecords })))
const SupportInbox = lazy(() => import('./screens/admin/SupportInbox.tsx').then((m) => ({ default: m.SupportInbox })))
const SupportConversation = lazy(() => import('./screens/admin/SupportConversation.tsx').then((m) => ({ default: m.SupportConversation })))
const AdminUser = lazy(() => import('./screens/admin/AdminUser.tsx').then((m) => ({ default: m.AdminUser })))
const AdminPolicies = lazy(() => import('./screens/admin/policies/AdminPolicies.tsx').then((m) => ({ default: m.AdminPolicies })))
const AdminPolicyDetail = lazy(() => import('./screens/admin/policies/AdminPolicyDetail.tsx').then((m) => ({ default: m.AdminPolicyDetail })))

const AdminClaims = lazy(() => import('./screens/admin/claims/AdminClaims.tsx').then((m) => ({ default: m.AdminClaims })))
const AdminClaimDetail = lazy(() => import('./screens/admin/claims/AdminClaimDetail.tsx').then((m) => ({ default: m.AdminClaimDetail })))

interface GuardedProps {
  audience?: Audience
  offlineReady?: boolean
  /** The screen's chunk, asked for at once rather than once the account has loaded. */
  preload?: () => unknown
  children: ReactNode
}

function Guarded({ audience, offlineReady, preload, children }: GuardedProps) {
  useEffect(() => {
    void preload?.()
  }, [preload])
  return (
    <RequireAuth audience={audience} offlineReady={offlineReady}>
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

/** The SPA's route table (spec §2). Koa serves the shell for these paths only (shared/spaRoutes.ts). */
export function AppRoutes() {
  return (
    <Switch>
      {/* Customer area */}
      <Route path={SPA_ROUTES.dashboard}>
        <Guarded audience="customer"><Dashboard /></Guarded>
      </Route>
      <Route path={SPA_ROUTES.requests}>
        <Guarded preload={RequestList.preload}><RequestList /></Guarded>
      </Route>
      <Route path={SPA_ROUTES.request}>
        {(params) => (
          <Guarded preload={RequestDetail.preload}><RequestDetail key={params.requestNumber} requestNumber={params.requestNumber} /></Guarded>
        )}
      </Route>
      <Route path={SPA_ROUTES.policies}>
        <Guarded preload={PolicyList.preload}><PolicyList /></Guarded>
      </Route>
      <Route path={SPA_ROUTES.newPolicy}>
        <Guarded preload={AddPolicy.preload}><AddPolicy /></Guarded>
      </Route>
      <Route path={SPA_ROUTES.editPolicy}>
        {(params) => <Guarded preload={EditPolicy.preload}><EditPolicy key={params.policyId} policyId={params.policyId} /></Guarded>}
      </Route>
      <Route path={SPA_ROUTES.policyRenewal}>
        {(params) => <Guarded preload={WhatChanged.preload}><WhatChanged key={params.policyId} policyId={params.policyId} /></Guarded>}
      </Route>
      <Route path={SPA_ROUTES.policy}>
        {(params) => <Guarded preload={PolicyDetail.preload}><PolicyDetail key={params.policyId} policyId={params.policyId} /></Guarded>}
      </Route>
      <Route path={SPA_ROUTES.claims}>
        <Guarded preload={ClaimList.preload}><ClaimList /></Guarded>
      </Route>
      <Route path={SPA_ROUTES.newClaim}>
        <Guarded preload={AccidentStart.preload}><AccidentStart /></Guarded>
      </Route>
      <Route path={SPA_ROUTES.claim}>
        {(params) => <Guarded offlineReady preload={ClaimPage.preload}><ClaimPage key={params.claimNumber} claimNumber={params.claimNumber} /></Guarded>}
      </Route>
      <Route path={SPA_ROUTES.support}>
        <Guarded preload={Support.preload}><Support /></Guarded>
      </Route>

      <Route path={SPA_ROUTES.account}>
        <Guarded preload={Account.preload}><Account /></Guarded>
      </Route>
      {/* Shown once the account is gone, so outside the sign-in guard. */}
      <Route path={SPA_ROUTES.accountDeleted}>
        <Suspense fallback={<Spinner label="Loading..." />}><AccountDeleted /></Suspense>
      </Route>
      <Route path={SPA_ROUTES.subscription}>
        <Guarded preload={Subscription.preload}><Subscription /></Guarded>
      </Route>

      {/* Admin console: the API answers non-admins 403; AdminGate shows them 'not allowed' without loading admin code. */}
      <Route path={SPA_ROUTES.admin}>
        <AdminOnly><AdminHome /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminRequests}>
        <AdminOnly><AdminRequests /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminRequest}>
        {(params) => <AdminOnly><AdminRequestDetail key={params.requestNumber} requestNumber={params.requestNumber} /></AdminOnly>}
      </Route>
      <Route path={SPA_ROUTES.adminSupport}>
        <AdminOnly><SupportInbox /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminConversation}>
        {(params) => <AdminOnly><SupportConversation key={params.conversationId} conversationId={params.conversationId} /></AdminOnly>}
      </Route>
      <Route path={SPA_ROUTES.adminPlans}>
        <AdminOnly><AdminPlans /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminNewPlan}>
        <AdminOnly><NewPlan /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminEditPlan}>
        {(params) => <AdminOnly><EditPlan key={params.planId} planId={params.planId} /></AdminOnly>}
      </Route>
      <Route path={SPA_ROUTES.adminUserSubscriptions}>
        <AdminOnly><UserSubscriptions /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminCarriers}>
        <AdminOnly><AdminCarriers /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminAgency}>
        <AdminOnly><AgencySettings /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminFailedJobs}>
        <AdminOnly><FailedJobs /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminPolicies}>
        <AdminOnly><AdminPolicies /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminPolicy}>
        {(params) => <AdminOnly><AdminPolicyDetail key={params.policyId} policyId={params.policyId} /></AdminOnly>}
      </Route>
      <Route path={SPA_ROUTES.adminClaims}>
        <AdminOnly><AdminClaims /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminClaim}>
        {(params) => <AdminOnly><AdminClaimDetail key={params.claimNumber} claimNumber={params.claimNumber} /></AdminOnly>}
      </Route>
      <Route path={SPA_ROUTES.adminKeptRecords}>
        <AdminOnly><KeptRecords /></AdminOnly>
      </Route>
      <Route path={SPA_ROUTES.adminUser}>
        {(params) => <AdminOnly><AdminUser key={params.userId} userId={params.userId} /></AdminOnly>}
      </Route>

      <Route><NotFound /></Route>
    </Switch>
  )
}
