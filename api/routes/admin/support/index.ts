import { list } from './list.ts'
import { show } from './show.ts'
import { reply } from './reply.ts'

export const adminSupportRoutes = [list, show, reply]
