import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import type { TotpAuthenticator } from '../../models/TotpAuthenticator.ts'
import { recordSecurityEvent, type ClientDevice } from '../securityLog.ts'
import { TOTP_CODE } from '../../../shared/rules/secondFactor.ts'
import { acceptTotpCode } from './totp.ts'
import { spendRecoveryCode } from './recoveryCodes.ts'

/**
 * The second step of signing in to an account with an authenticator app, after the right password:
 * six digits are the app's code (refused when already used), anything else a recovery code, spent
 * once and written to the security log. Answers whether the code let the owner through.
 */
export async function passSecondFactor(
  app: AppContext,
  authenticator: TotpAuthenticator,
  code: string,
  device: ClientDevice,
  trx: Knex.Transaction,
): Promise<boolean> {
  if (TOTP_CODE.test(code)) return acceptTotpCode(app, authenticator, code, trx)
  if (!(await spendRecoveryCode(app, authenticator.user_id, code, trx))) return false
  await recordSecurityEvent(app, authenticator.user_id, 'recovery_code_used', device, trx)
  return true
}
