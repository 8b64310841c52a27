import { show } from './show.ts'

export const adminUserRoutes = [show]
