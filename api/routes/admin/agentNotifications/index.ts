import { markSeen } from './markSeen.ts'
import { show } from './show.ts'

export const adminAgentNotificationRoutes = [show, markSeen]
