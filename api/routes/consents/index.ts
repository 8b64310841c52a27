import { esignShow } from './esignShow.ts'
import { esignSample } from './esignSample.ts'
import { esignGive } from './esignGive.ts'
import { esignWithdraw } from './esignWithdraw.ts'
import { contactShow } from './contactShow.ts'
import { contactUpdate } from './contactUpdate.ts'

/** Consent to electronic documents and to calls and texts (issue #28; the agent's side is in admin/consents). */
export const consentRoutes = [esignShow, esignSample, esignGive, esignWithdraw, contactShow, contactUpdate]
