import { show } from './show.ts'

export const meRoutes = [show]
