import { list } from './list.ts'
import { retry } from './retry.ts'

export const adminFailedJobRoutes = [list, retry]
