import { show } from './show.ts'
import { adminShow } from './adminShow.ts'
import { adminUpdate } from './adminUpdate.ts'
import { adminChanges } from './adminChanges.ts'

/** The agency behind GetQuote and its licences: public to read, admins to change. */
export const agencyRoutes = [show, adminShow, adminUpdate, adminChanges]
