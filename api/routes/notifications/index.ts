import { unsubscribe } from './unsubscribe.ts'
import { confirmUnsubscribe } from './confirmUnsubscribe.ts'

export const notificationRoutes = [unsubscribe, confirmUnsubscribe]
