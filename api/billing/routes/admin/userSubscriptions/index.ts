import { list } from './list.ts'

export const adminUserSubscriptionRoutes = [list]
