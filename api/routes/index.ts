import type { Route } from './defineRoute.ts'
import { systemRoutes } from './system/index.ts'
import { authRoutes } from './auth/index.ts'
import { meRoutes } from './me/index.ts'
import { devRoutes } from './dev/index.ts'
import { insuranceRequestRoutes } from './insuranceRequests/index.ts'
import { notificationRoutes } from './notifications/index.ts'
import { subscriptionPlanRoutes } from './subscriptionPlans/index.ts'
import { subscriptionRoutes } from './subscriptions/index.ts'
import { paymentRoutes } from './payments/index.ts'
import { adminRoutes } from './admin/index.ts'
import { supportRoutes } from './support/index.ts'
import { adminSupportRoutes } from './admin/support/index.ts'
import { adminCarrierRoutes } from './admin/carriers/index.ts'
import { offerRoutes } from './offers/index.ts'
import { adminPromiseStatsRoutes } from './admin/promiseStats/index.ts'

/** Every API endpoint; the router and the authorization tests are both built from this list. */
export const routes: Route[] = [...systemRoutes, ...authRoutes, ...meRoutes, ...devRoutes, ...insuranceRequestRoutes, ...notificationRoutes, ...subscriptionPlanRoutes, ...subscriptionRoutes, ...paymentRoutes, ...adminRoutes, ...supportRoutes, ...adminSupportRoutes, ...adminCarrierRoutes, ...offerRoutes, ...adminPromiseStatsRoutes]
