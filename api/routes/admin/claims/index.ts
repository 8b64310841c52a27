import { adminList } from './list.ts'
import { adminShow } from './show.ts'
import { adminUpdate } from './update.ts'
import { adminFile } from './file.ts'
import { adminAssignAdjuster } from './assignAdjuster.ts'
import { adminNote } from './note.ts'
import { adminClose } from './close.ts'
import { claimStats } from './stats.ts'

/** The agents' claim queue and claim pages (issue #27), with the on-time stats. */
export const adminClaimRoutes = [adminList, adminShow, adminUpdate, adminFile, adminAssignAdjuster, adminNote, adminClose, claimStats]
