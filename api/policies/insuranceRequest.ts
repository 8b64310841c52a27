import type { Knex } from 'knex'
import type { Actor } from '../actor.ts'
import type { InsuranceRequest } from '../models/InsuranceRequest.ts'
import type { User } from '../models/User.ts'

/**
 * Whose requests a user sees: an admin everyone's (null), anyone else only their own. To anyone else
 * a request does not exist (404, never 403). The one rule behind both the check and the list filter.
 */
const viewableOwner = (user: User): number | null => (user.admin ? null : user.id)

export function canViewRequest(actor: Actor, request: InsuranceRequest): boolean {
  const owner = viewableOwner(actor.user)
  return owner === null || request.user_id === owner
}

/** Narrows a list query to the requests `user` may see. */
export function onlyViewableRequests(user: User, builder: Knex.QueryBuilder): void {
  const owner = viewableOwner(user)
  if (owner !== null) builder.where('insurance_requests.user_id', owner)
}

/** Only admins change a request's status (the route is admin-only; this keeps the rule in one place). */
export const canChangeRequestStatus = (actor: Actor) => actor.user.admin
