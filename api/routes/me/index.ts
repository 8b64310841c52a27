import { show } from './show.ts'
import { update } from './update.ts'
import { requestEmailChange } from './requestEmailChange.ts'
import { confirmEmailChange } from './confirmEmailChange.ts'
import { changePassword } from './changePassword.ts'
import { revokeAllSessions } from './revokeAllSessions.ts'
import { showPreferences } from './showPreferences.ts'
import { updatePreferences } from './updatePreferences.ts'
import { consents } from './consents.ts'
import { exportData } from './exportData.ts'
import { destroy } from './destroy.ts'
import { retention } from './retention.ts'
import { reauthenticate } from './reauthenticate.ts'
import { reauthenticatePasskeyOptions } from './reauthenticatePasskeyOptions.ts'
import { reauthenticateWithPasskey } from './reauthenticateWithPasskey.ts'
import { securityLog } from './securityLog.ts'
import { showSecondFactor } from './secondFactor/show.ts'
import { startTotp } from './secondFactor/startTotp.ts'
import { confirmTotp } from './secondFactor/confirmTotp.ts'
import { removeTotp } from './secondFactor/removeTotp.ts'
import { renewRecoveryCodes } from './secondFactor/renewRecoveryCodes.ts'
import { listPasskeys } from './passkeys/list.ts'
import { passkeyOptions } from './passkeys/options.ts'
import { createPasskey } from './passkeys/create.ts'
import { destroyPasskey } from './passkeys/destroy.ts'

export const meRoutes = [
  show,
  update,
  requestEmailChange,
  confirmEmailChange,
  changePassword,
  revokeAllSessions,
  showPreferences,
  updatePreferences,
  consents,
  exportData,
  destroy,
  retention,
  reauthenticate,
  reauthenticatePasskeyOptions,
  reauthenticateWithPasskey,
  securityLog,
  showSecondFactor,
  startTotp,
  confirmTotp,
  removeTotp,
  renewRecoveryCodes,
  listPasskeys,
  passkeyOptions,
  createPasskey,
  destroyPasskey,
]
