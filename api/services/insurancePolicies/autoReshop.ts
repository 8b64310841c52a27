import type { AppContext } from '../../context.ts'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import type { User } from '../../models/User.ts'
import { notFound } from '../../errors.ts'
import { recordPolicyEvent } from './events.ts'
import { loadPolicy, POLICY_NOT_FOUND } from './manage.ts'

/** Turns automatic re-shopping at renewal on or off; a change is a line of the policy's history. */
export async function setAutoReshop(app: AppContext, owner: User, policyId: number, on: boolean): Promise<InsurancePolicy> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const locked = await InsurancePolicy.query(trx).findById(policyId).whereNull('restricted_at').forUpdate()
    if (!locked) throw notFound(POLICY_NOT_FOUND)
    if (locked.auto_reshop === on) return
    await InsurancePolicy.query(trx).findById(policyId).patch({ auto_reshop: on, updated_at: now })
    await recordPolicyEvent(trx, { policyId, actorId: owner.id, action: 'auto_reshop_changed', detail: on ? 'Automatic re-shop at renewal turned on' : 'Automatic re-shop at renewal turned off', now })
  })
  const loaded = await loadPolicy(policyId)
  if (!loaded) throw notFound(POLICY_NOT_FOUND)
  return loaded
}
