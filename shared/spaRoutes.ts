/**
 * Every screen of the signed-in app (dashboard/routes.tsx routes these patterns). The server answers
 * the app's shell for these paths only; any other path under the app's areas is a real 404.
 */
export const SPA_ROUTES = {
  dashboard: '/dashboard',
  requests: '/dashboard/requests',
  request: '/dashboard/requests/:requestNumber',
  policies: '/dashboard/policies',
  newPolicy: '/dashboard/policies/new',
  policy: '/dashboard/policies/:policyId',
  editPolicy: '/dashboard/policies/:policyId/edit',
  policyRenewal: '/dashboard/policies/:policyId/renewal',
  claims: '/dashboard/claims',
  newClaim: '/dashboard/claims/new',
  claim: '/dashboard/claims/:claimNumber',
  support: '/support',
  account: '/account',
  accountDeleted: '/account/deleted',
  subscription: '/account/subscription',
  admin: '/admin',
  adminRequests: '/admin/requests',
  adminRequest: '/admin/requests/:requestNumber',
  adminSupport: '/admin/support',
  adminConversation: '/admin/support/:conversationId',
  adminPlans: '/admin/subscription-plans',
  adminNewPlan: '/admin/subscription-plans/new',
  adminEditPlan: '/admin/subscription-plans/:planId/edit',
  adminUserSubscriptions: '/admin/user-subscriptions',
  adminCarriers: '/admin/carriers',
  adminAgency: '/admin/agency',
  adminFailedJobs: '/admin/failed-jobs',
  adminKeptRecords: '/admin/kept-records',
  adminUser: '/admin/users/:userId',
  adminPolicies: '/admin/policies',
  adminPolicy: '/admin/policies/:policyId',
  adminClaims: '/admin/claims',
  adminClaim: '/admin/claims/:claimNumber',
} as const

/** The areas the app owns: unknown paths under them get the not-found page, not another site page. */
const SPA_AREAS = ['/dashboard', '/account', '/admin', '/support'] as const

const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`)
const PATTERNS = Object.values(SPA_ROUTES).map(toRegExp)

export const isSpaArea = (pathname: string) => SPA_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`))

/** Whether a path names one of the app's screens (a parameter is any one segment, as wouter reads it). */
export const isSpaRoute = (pathname: string) => PATTERNS.some((pattern) => pattern.test(pathname))
