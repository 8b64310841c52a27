import { unsubscribe } from './unsubscribe.ts'

export const notificationRoutes = [unsubscribe]
