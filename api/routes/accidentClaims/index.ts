import { list } from './list.ts'
import { create } from './create.ts'
import { show } from './show.ts'
import { update } from './update.ts'
import { submit } from './submit.ts'
import { photoUpload } from './photoUpload.ts'
import { photoDownload } from './photoDownload.ts'
import { photoRemove } from './photoRemove.ts'

/** Help after an accident (issue #27): the customer's reports under /claims (the agents' queue is in admin/claims). */
export const accidentClaimRoutes = [list, create, show, update, submit, photoUpload, photoDownload, photoRemove]
