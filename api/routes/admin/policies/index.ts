import { adminList } from './list.ts'
import { adminXDates } from './xDates.ts'
import { adminShow } from './show.ts'

/** Every policy for the agents; the X-date view comes before the policy page, whose :id would otherwise claim its path. */
export const adminPolicyRoutes = [adminList, adminXDates, adminShow]
