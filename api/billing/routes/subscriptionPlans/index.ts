import { list } from './list.ts'

export const subscriptionPlanRoutes = [list]
