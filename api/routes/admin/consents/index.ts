import { adminCallStatus } from './callStatus.ts'
import { adminPaperMail } from './paperMail.ts'
import { adminPaperMailDone } from './paperMailDone.ts'

/** Whether the agent may call now, and the paper-mail tasks of withdrawn e-document consents. */
export const adminConsentRoutes = [adminCallStatus, adminPaperMail, adminPaperMailDone]
