import { show } from './show.ts'

export const adminPromiseStatsRoutes = [show]
