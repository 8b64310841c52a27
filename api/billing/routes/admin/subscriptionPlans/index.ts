import { list } from './list.ts'
import { show } from './show.ts'
import { create } from './create.ts'
import { update } from './update.ts'
import { deactivate } from './deactivate.ts'

export const adminSubscriptionPlanRoutes = [list, show, create, update, deactivate]
