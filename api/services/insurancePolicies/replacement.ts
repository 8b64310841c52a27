import type { Knex } from 'knex'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import { InsurancePolicyRenewal } from '../../models/InsurancePolicyRenewal.ts'
import type { User } from '../../models/User.ts'
import { validationFailed } from '../../errors.ts'
import { calendarDay } from '../../../shared/dates.ts'
import { recordPolicyEvent } from './events.ts'

const IN_FORCE = ['active', 'renewal_pending', 'renewed']

/**
 * Inside a binding's transaction: when the bound request is a policy's re-shop, that policy is
 * marked to cancel on the new policy's first day, so there is neither a gap nor an overlap in cover;
 * its open renewal offer is declined. A new policy starting after the old one ends would leave a
 * gap, so such a binding is refused (the whole binding rolls back).
 */
export async function replacePolicyByReshop(trx: Knex.Transaction, actor: User, requestId: number, replacement: InsurancePolicy, now: Date): Promise<void> {
  const replaced = await InsurancePolicy.query(trx).findOne({ reshop_request_id: requestId }).whereNull('restricted_at').whereIn('status', IN_FORCE).forUpdate()
  if (!replaced) return
  const startsOn = replacement.effective_date
  if (startsOn > replaced.expiration_date) {
    throw validationFailed({ effective_date: `Start the new policy on or before ${calendarDay(replaced.expiration_date)}, when the current one ends, so there is no gap in cover` })
  }
  await InsurancePolicy.query(trx).findById(replaced.id).patch({ cancellation_date: startsOn, updated_at: now })
  await InsurancePolicyRenewal.query(trx).where({ insurance_policy_id: replaced.id, status: 'offered' }).patch({ status: 'declined', updated_at: now })
  const detail = `Replaced by policy ${replacement.policy_number}; cancels on ${startsOn}`
  await recordPolicyEvent(trx, { policyId: replaced.id, actorId: actor.id, action: 'cancellation_scheduled', detail, now })
}
