import type { AppContext } from '../../context.ts'
import type { Actor } from '../../actor.ts'
import { TotpAuthenticator } from '../../models/TotpAuthenticator.ts'
import { RecoveryCode } from '../../models/RecoveryCode.ts'
import { Session } from '../../models/Session.ts'
import { conflict, notFound, validationFailed } from '../../errors.ts'
import { assertRecentAuthentication } from '../recentAuth.ts'
import { markSecondFactor } from '../sessions.ts'
import { recordSecurityEvent, type ClientDevice } from '../securityLog.ts'
import { acceptTotpCode, createPendingTotp } from './totp.ts'
import { issueRecoveryCodes } from './recoveryCodes.ts'

const WRONG_CODE_MESSAGE = 'That code is not right. Check that the time on your phone is set automatically, and enter the newest code.'

/**
 * Setting up, changing and removing the second factor are changes to who can get in, so like an
 * e-mail change they need the password proven on this session within the last few minutes.
 */
export async function startTotpSetup(app: AppContext, actor: Actor): Promise<{ secret: string; otpauth_uri: string }> {
  await assertRecentAuthentication(app, actor)
  if (await TotpAuthenticator.findConfirmed(actor.user.id)) {
    throw conflict('Your account already has an authenticator app. Remove it first to set up another.')
  }
  return createPendingTotp(app, actor.user)
}

/** The app's first code proves it was set up right: the app counts from now on, with ten recovery codes shown once. */
export async function confirmTotpSetup(app: AppContext, actor: Actor, code: string, device: ClientDevice): Promise<string[]> {
  await assertRecentAuthentication(app, actor)
  const pending = await TotpAuthenticator.query().findById(actor.user.id).whereNull('confirmed_at')
  if (!pending) throw conflict('There is no authenticator app waiting to be confirmed. Start the setup again.')
  return app.knex.transaction(async (trx) => {
    if (!(await acceptTotpCode(app, pending, code, trx))) throw validationFailed({ code: WRONG_CODE_MESSAGE }, WRONG_CODE_MESSAGE)
    await TotpAuthenticator.query(trx).findById(actor.user.id).patch({ confirmed_at: app.now() })
    await markSecondFactor(app, actor.sessionId, trx)
    await recordSecurityEvent(app, actor.user.id, 'second_factor_added', device, trx)
    return issueRecoveryCodes(app, actor.user.id, trx)
  })
}

/**
 * Ten new recovery codes for an app that stays: the old set stops working in the same transaction,
 * so a printout found in a drawer is worth nothing once the owner has renewed it.
 */
export async function renewRecoveryCodes(app: AppContext, actor: Actor, device: ClientDevice): Promise<string[]> {
  await assertRecentAuthentication(app, actor)
  return app.knex.transaction(async (trx) => {
    const existing = await TotpAuthenticator.findConfirmed(actor.user.id).transacting(trx).forUpdate()
    if (!existing) throw conflict('Recovery codes come with an authenticator app. Set one up first.')
    await recordSecurityEvent(app, actor.user.id, 'recovery_codes_renewed', device, trx)
    return issueRecoveryCodes(app, actor.user.id, trx)
  })
}

/**
 * Removes the app and its recovery codes. No session keeps a second factor it no longer has, so an
 * administrator is asked to set one up again before the admin console.
 */
export async function removeTotp(app: AppContext, actor: Actor, device: ClientDevice): Promise<void> {
  await assertRecentAuthentication(app, actor)
  await app.knex.transaction(async (trx) => {
    const existing = await TotpAuthenticator.query(trx).findById(actor.user.id).forUpdate()
    if (!existing) throw notFound('Your account has no authenticator app.')
    await TotpAuthenticator.query(trx).deleteById(actor.user.id)
    if (!existing.confirmed_at) return
    await RecoveryCode.query(trx).where({ user_id: actor.user.id }).delete()
    await Session.query(trx).where({ user_id: actor.user.id }).whereNotNull('second_factor_at').patch({ second_factor_at: null })
    await recordSecurityEvent(app, actor.user.id, 'second_factor_removed', device, trx)
  })
}
