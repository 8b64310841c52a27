import type { Knex } from 'knex'
import { InsurancePolicyEvent } from '../../models/InsurancePolicyEvent.ts'
import type { PolicyEventAction } from '../../../shared/schemas/insurancePolicy.ts'

interface PolicyEvent {
  policyId: number
  /** Null when the clock did it (the expiry job). */
  actorId: number | null
  action: PolicyEventAction
  detail: string
  now: Date
}

/** Writes one line of a policy's history inside the transaction that made the change. */
export async function recordPolicyEvent(trx: Knex.Transaction, event: PolicyEvent): Promise<void> {
  await InsurancePolicyEvent.query(trx).insert({
    insurance_policy_id: event.policyId,
    actor_user_id: event.actorId,
    action: event.action,
    detail: event.detail,
    created_at: event.now,
  })
}

/** A policy's history, oldest first, with who did what. */
export async function listPolicyEvents(policyId: number): Promise<InsurancePolicyEvent[]> {
  return await InsurancePolicyEvent.query().where({ insurance_policy_id: policyId }).orderBy([{ column: 'created_at' }, { column: 'id' }]).withGraphFetched('actor')
}
