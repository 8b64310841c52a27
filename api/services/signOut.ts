import type { AppContext } from '../context.ts'
import type { Actor } from '../actor.ts'
import { revokeAllSessions, revokeSession } from './sessions.ts'
import { recordSecurityEvent, type ClientDevice } from './securityLog.ts'

/** Ends this session, and says so in the security log. */
export async function signOut(app: AppContext, actor: Actor, device: ClientDevice): Promise<void> {
  await app.knex.transaction(async (trx) => {
    await revokeSession(app, actor.sessionId, trx)
    await recordSecurityEvent(app, actor.user.id, 'signed_out', device, trx)
  })
}

/** "Sign out everywhere": every session of the account, this one too. */
export async function signOutEverywhere(app: AppContext, actor: Actor, device: ClientDevice): Promise<void> {
  await app.knex.transaction(async (trx) => {
    await revokeAllSessions(app, actor.user.id, trx)
    await recordSecurityEvent(app, actor.user.id, 'signed_out_everywhere', device, trx)
  })
}
