import { show } from './show.ts'

export const adminStatsRoutes = [show]
