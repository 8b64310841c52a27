import type { QueryBuilder } from 'objection'
import type { Actor } from '../actor.ts'
import type { InsurancePolicy } from '../models/InsurancePolicy.ts'

/**
 * Whose insurance policies a user sees and changes: an admin everyone's, anyone else only their own.
 * To anyone else a policy does not exist (404, never 403).
 */
export function canViewPolicy(actor: Actor, policy: InsurancePolicy): boolean {
  return actor.user.admin || policy.user_id === actor.user.id
}

/** Narrows a list query to the policies this actor owns (the customer's "My policies"). */
export function onlyOwnPolicies(actor: Actor, builder: QueryBuilder<InsurancePolicy>): void {
  builder.where('insurance_policies.user_id', actor.user.id)
}
