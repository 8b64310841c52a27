import { list } from './list.ts'
import { create } from './create.ts'
import { update } from './update.ts'
import { retire } from './retire.ts'

export const adminCarrierRoutes = [list, create, update, retire]
