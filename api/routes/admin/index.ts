import { adminBackupRoutes } from './backups/index.ts'
import { adminAgentNotificationRoutes } from './agentNotifications/index.ts'
import { adminFailedJobRoutes } from './failedJobs/index.ts'
import { adminPaymentAlertRoutes } from '../../billing/routes/admin/paymentAlerts/index.ts'
import { adminStatsRoutes } from './stats/index.ts'
import { adminSubscriptionPlanRoutes } from '../../billing/routes/admin/subscriptionPlans/index.ts'
import { adminUserSubscriptionRoutes } from '../../billing/routes/admin/userSubscriptions/index.ts'
import { adminUserRoutes } from './users/index.ts'
import { adminKeptRecordRoutes } from './keptRecords/index.ts'
import { adminSupportRoutes } from './support/index.ts'
import { adminCarrierRoutes } from './carriers/index.ts'
import { adminPromiseStatsRoutes } from './promiseStats/index.ts'
import { adminOfferRoutes } from './offers/index.ts'
import { adminPolicyRoutes } from './policies/index.ts'
import { adminClaimRoutes } from './claims/index.ts'
import { adminAgencyRoutes } from './agency/index.ts'
import { adminConsentRoutes } from './consents/index.ts'

/**
 * Every route under /admin, in one list: each lives in a folder of routes/admin/ (billing's in
 * api/billing/routes/admin/, with the rest of billing), so what an administrator can do reads here.
 */
export const adminRoutes = [
  ...adminStatsRoutes, ...adminBackupRoutes, ...adminAgentNotificationRoutes, ...adminFailedJobRoutes, ...adminPaymentAlertRoutes,
  ...adminSubscriptionPlanRoutes, ...adminUserSubscriptionRoutes, ...adminUserRoutes, ...adminKeptRecordRoutes, ...adminSupportRoutes,
  ...adminCarrierRoutes, ...adminPromiseStatsRoutes, ...adminOfferRoutes, ...adminPolicyRoutes, ...adminClaimRoutes, ...adminAgencyRoutes,
  ...adminConsentRoutes,
]
