import type { Knex } from 'knex'
import type { Actor } from '../routes/defineRoute.ts'
import type { InsuranceRequest } from '../models/InsuranceRequest.ts'
import type { User } from '../models/User.ts'

/** Owners and admins see a request; to anyone else it does not exist (404, never 403). */
export const canViewRequest = (actor: Actor, request: InsuranceRequest) =>
  actor.user.admin || request.user_id === actor.user.id

/** The same rule for a list: an admin's query keeps every request, anyone else's only their own. */
export function onlyViewableRequests(user: User, builder: Knex.QueryBuilder): void {
  if (!user.admin) builder.where('insurance_requests.user_id', user.id)
}

/** Only admins change a request's status (the route is admin-only; this keeps the rule in one place). */
export const canChangeRequestStatus = (actor: Actor) => actor.user.admin
