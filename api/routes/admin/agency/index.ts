import { adminShow } from './show.ts'
import { adminUpdate } from './update.ts'
import { adminChanges } from './changes.ts'

/** The agency's settings and licences, and their change log. */
export const adminAgencyRoutes = [adminShow, adminUpdate, adminChanges]
