import { adminBackupRoutes } from './backups/index.ts'
import { adminAgentNotificationRoutes } from './agentNotifications/index.ts'
import { adminFailedJobRoutes } from './failedJobs/index.ts'
import { adminPaymentAlertRoutes } from '../../billing/routes/admin/paymentAlerts/index.ts'
import { adminStatsRoutes } from './stats/index.ts'
import { adminSubscriptionPlanRoutes } from '../../billing/routes/admin/subscriptionPlans/index.ts'
import { adminUserSubscriptionRoutes } from '../../billing/routes/admin/userSubscriptions/index.ts'
import { adminUserRoutes } from './users/index.ts'
import { adminKeptRecordRoutes } from './keptRecords/index.ts'

/** The admin console's routes (the support inbox's admin routes live with support). */
export const adminRoutes = [...adminStatsRoutes, ...adminBackupRoutes, ...adminAgentNotificationRoutes, ...adminFailedJobRoutes, ...adminPaymentAlertRoutes, ...adminSubscriptionPlanRoutes, ...adminUserSubscriptionRoutes, ...adminUserRoutes, ...adminKeptRecordRoutes]
