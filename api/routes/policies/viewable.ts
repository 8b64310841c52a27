import type { Actor } from '../../actor.ts'
import { notFound } from '../../errors.ts'
import type { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import { canViewPolicy } from '../../policies/insurancePolicy.ts'
import { loadPolicy, POLICY_NOT_FOUND } from '../../services/insurancePolicies/manage.ts'

/** The policy, if this actor may see it; to anyone else it does not exist. */
export async function viewablePolicy(actor: Actor, id: number): Promise<InsurancePolicy> {
  const policy = await loadPolicy(id)
  if (!policy || !canViewPolicy(actor, policy)) throw notFound(POLICY_NOT_FOUND)
  return policy
}
