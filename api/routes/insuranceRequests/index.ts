import { create } from './create.ts'
import { list } from './list.ts'
import { show } from './show.ts'
import { updateStatus } from './updateStatus.ts'
import { statusChanges } from './statusChanges.ts'

export const insuranceRequestRoutes = [create, list, show, updateStatus, statusChanges]
