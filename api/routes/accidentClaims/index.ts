import { list } from './list.ts'
import { create } from './create.ts'
import { show } from './show.ts'
import { update } from './update.ts'
import { submit } from './submit.ts'
import { photoUpload } from './photoUpload.ts'
import { photoDownload } from './photoDownload.ts'
import { photoRemove } from './photoRemove.ts'
import { adminList } from './adminList.ts'
import { adminShow } from './adminShow.ts'
import { adminUpdate } from './adminUpdate.ts'
import { adminFile } from './adminFile.ts'
import { adminAssignAdjuster } from './adminAssignAdjuster.ts'
import { adminNote } from './adminNote.ts'
import { adminClose } from './adminClose.ts'
import { claimStats } from './stats.ts'

/** Help after an accident (issue #27): the customer's reports under /claims, the agents' queue under /admin. */
export const accidentClaimRoutes = [list, create, show, update, submit, photoUpload, photoDownload, photoRemove,
  adminList, adminShow, adminUpdate, adminFile, adminAssignAdjuster, adminNote, adminClose, claimStats]
