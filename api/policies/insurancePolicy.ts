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

/**
 * Who changes a policy's details: an admin any, a customer only one they added themselves. A policy
 * bound here is what the carrier issued; its documents are made from it, so only an agent corrects it.
 */
export function canChangePolicy(actor: Actor, policy: InsurancePolicy): boolean {
  return actor.user.admin || (policy.user_id === actor.user.id && policy.origin === 'added')
}

/** Narrows a list query to the policies this actor owns (the customer's "My policies"). */
export function onlyOwnPolicies(actor: Actor, builder: QueryBuilder<InsurancePolicy>): void {
  builder.where('insurance_policies.user_id', actor.user.id)
}
