import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import type { Actor } from '../../actor.ts'
import { User } from '../../models/User.ts'
import { TotpAuthenticator } from '../../models/TotpAuthenticator.ts'
import { Passkey } from '../../models/Passkey.ts'
import type { SecondFactorJson } from '../../../shared/schemas/secondFactor.ts'
import { isExemptDemoAdmin } from './adminRule.ts'
import { countUnusedRecoveryCodes } from './recoveryCodes.ts'

/**
 * What the account page and the admin console's door show. Read from the account's row, as the
 * actor of an administrator without a second factor has a customer's powers only.
 */
export async function secondFactorStatus(app: AppContext, actor: Actor, fromThisMachine: boolean): Promise<SecondFactorJson> {
  const [account, totp, passkeys] = await Promise.all([
    User.query().findById(actor.user.id),
    TotpAuthenticator.findConfirmed(actor.user.id),
    Passkey.query().where({ user_id: actor.user.id }).resultSize(),
  ])
  const admin = account?.admin ?? false
  let adminConsole: SecondFactorJson['admin_console'] = 'not_admin'
  if (admin && actor.secondFactor) adminConsole = 'allowed'
  else if (account && isExemptDemoAdmin(account, fromThisMachine)) adminConsole = 'demo_exempt'
  else if (admin) adminConsole = 'setup_required'
  return {
    totp: totp?.confirmed_at ? { confirmed_at: totp.confirmed_at.toISOString(), last_used_at: totp.last_used_at?.toISOString() ?? null } : null,
    recovery_codes_left: totp ? await countUnusedRecoveryCodes(actor.user.id) : 0,
    passkeys,
    session_verified: actor.secondFactor,
    admin_console: adminConsole,
  }
}

/** Whether the account has a second factor: a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(userId: number, trx?: Knex.Transaction): Promise<boolean> {
  const [totp, passkeys] = await Promise.all([
    TotpAuthenticator.query(trx).findById(userId).whereNotNull('confirmed_at'),
    Passkey.query(trx).where({ user_id: userId }).resultSize(),
  ])
  return totp !== undefined || passkeys > 0
}
