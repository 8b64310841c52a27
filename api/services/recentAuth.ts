import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { Session } from '../models/Session.ts'
import type { Actor } from '../actor.ts'
import { reauthenticationRequired, validationFailed } from '../errors.ts'
import { verifyPassword } from './passwords.ts'
import { recordSecurityEvent, type ClientDevice } from './securityLog.ts'

/** How long a proof of who you are lets a session change who you are (e-mail, password, export). */
export const RECENT_AUTH_MINUTES = 5

const WRONG_PASSWORD_MESSAGE = 'Your password is incorrect.'

/**
 * A stolen token alone cannot change who the account belongs to: these changes need the session to
 * have proven its owner lately. Read from the row, not the per-process session cache, so a proof
 * made through another API process counts at once.
 */
export async function assertRecentAuthentication(app: AppContext, actor: Actor): Promise<void> {
  const session = await Session.query().findById(actor.sessionId)
  const freshSince = app.now().getTime() - RECENT_AUTH_MINUTES * 60_000
  if (!session || session.authenticated_at.getTime() < freshSince) throw reauthenticationRequired()
}

/**
 * The session's owner proved who they are `at` (now, but for the dev tools' stale sign-in). The one
 * place that says so: a password today, and any later factor (a passkey) calls this too.
 */
export async function markAuthenticated(app: AppContext, sessionId: string, at: Date, trx?: Knex.Transaction): Promise<void> {
  await Session.query(trx).findById(sessionId).patch({ authenticated_at: at })
}

/** The password again, for a session that signed in more than a few minutes ago. */
export async function reauthenticateWithPassword(app: AppContext, actor: Actor, password: string, device: ClientDevice): Promise<void> {
  if (!(await verifyPassword(actor.user.password_hash, password, app.config.passwordCost))) {
    await recordSecurityEvent(app, actor.user.id, 'sign_in_failed', device)
    throw validationFailed({ password: WRONG_PASSWORD_MESSAGE }, WRONG_PASSWORD_MESSAGE)
  }
  await app.knex.transaction(async (trx) => {
    await markAuthenticated(app, actor.sessionId, app.now(), trx)
    await recordSecurityEvent(app, actor.user.id, 'reauthenticated', device, trx)
  })
}
