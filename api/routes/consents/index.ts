import { esignShow } from './esignShow.ts'
import { esignSample } from './esignSample.ts'
import { esignGive } from './esignGive.ts'
import { esignWithdraw } from './esignWithdraw.ts'
import { contactShow } from './contactShow.ts'
import { contactUpdate } from './contactUpdate.ts'
import { adminCallStatus } from './adminCallStatus.ts'
import { adminPaperMail } from './adminPaperMail.ts'
import { adminPaperMailDone } from './adminPaperMailDone.ts'

/** Consent to electronic documents and to calls and texts, and the agent's side of both (issue #28). */
export const consentRoutes = [esignShow, esignSample, esignGive, esignWithdraw, contactShow, contactUpdate, adminCallStatus, adminPaperMail, adminPaperMailDone]
