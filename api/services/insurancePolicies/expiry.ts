import type { AppContext } from '../../context.ts'
import { InsurancePolicyEvent } from '../../models/InsurancePolicyEvent.ts'
import { defineJob } from '../jobs/defineJob.ts'
import { isoDay } from '../../../shared/dates.ts'

/**
 * Moves every active or renewal-pending policy whose expiration day has come (by the app's clock) to
 * expired, with one history line each, in one transaction. A second run finds nothing left to move.
 */
export async function expireInsurancePolicies(app: AppContext): Promise<number> {
  const now = app.now()
  const expired = await app.knex.transaction(async (trx) => {
    const rows: { id: number; expiration_date: string }[] = await trx('insurance_policies')
      .whereIn('status', ['active', 'renewal_pending'])
      .where('expiration_date', '<=', isoDay(now))
      .update({ status: 'expired', status_changed_at: now, updated_at: now })
      .returning(['id', 'expiration_date'])
    if (rows.length > 0) {
      await InsurancePolicyEvent.query(trx).insert(rows.map((row) => ({ insurance_policy_id: row.id, actor_user_id: null, action: 'policy_expired' as const, detail: `Expired on ${row.expiration_date}`, created_at: now })))
    }
    return rows.length
  })
  if (expired > 0) app.log.info({ expired }, 'insurance policies expired')
  return expired
}

export const expireInsurancePoliciesJob = defineJob({
  kind: 'expire_insurance_policies',
  maxAttempts: 5,
  concurrency: 1,
  handle: async (app) => {
    await expireInsurancePolicies(app)
  },
})
