import type { Actor } from '../actor.ts'
import type { AccidentClaim } from '../models/AccidentClaim.ts'

/**
 * Whose accident claims a user sees and changes: an admin everyone's, anyone else only their own.
 * To anyone else a claim does not exist (404, never 403).
 */
export function canViewClaim(actor: Actor, claim: AccidentClaim): boolean {
  return actor.user.admin || claim.user_id === actor.user.id
}

/** Photos are the customer's own evidence: only they take one back out; an agent sees it but may not. */
export function canRemoveClaimPhoto(actor: Actor, claim: AccidentClaim): boolean {
  return claim.user_id === actor.user.id
}
