import type { Actor } from '../../actor.ts'
import type { User } from '../../models/User.ts'
import { isDemoAccount } from '../../db/seeds/demoAccounts.ts'

/**
 * The demo admin of a default start (DEV_TOOLS=local, its password printed at startup) may work
 * without a second factor from this machine only, as the demo accounts sign in only from here.
 */
export const isExemptDemoAdmin = (user: User, fromThisMachine: boolean) => user.admin && fromThisMachine && isDemoAccount(user.email)

/** Whether an administrator's session may act as one: it passed a second factor, or it is the local demo admin. */
export const mayActAsAdmin = (actor: Actor, fromThisMachine: boolean) =>
  actor.user.admin && (actor.secondFactor || isExemptDemoAdmin(actor.user, fromThisMachine))

/**
 * The actor a route's handler sees: an administrator's session without a second factor keeps a
 * customer's powers only, so its password alone opens no one else's records through the routes
 * customers share (a request, a policy), not only the admin routes, which refuse it outright.
 */
export function withAdminPowersChecked(actor: Actor, fromThisMachine: boolean): Actor {
  if (!actor.user.admin || mayActAsAdmin(actor, fromThisMachine)) return actor
  const user = actor.user.$clone()
  user.admin = false
  return { ...actor, user }
}
