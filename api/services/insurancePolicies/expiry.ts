import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { InsurancePolicyEvent } from '../../models/InsurancePolicyEvent.ts'
import { defineJob } from '../jobs/defineJob.ts'
import { isoDay } from '../../../shared/dates.ts'
import type { PolicyEventAction, PolicyStatus } from '../../../shared/schemas/insurancePolicy.ts'

interface Move {
  from: PolicyStatus[]
  to: PolicyStatus
  action: PolicyEventAction
  /** The column whose day, once come, moves the policy. */
  on: 'cancellation_date' | 'effective_date' | 'expiration_date'
  detail: (day: string) => string
}

/**
 * In date order of what a day can bring: a policy replaced by a re-shop is cancelled on the new
 * one's first day (before it could expire the same day), a kept renewal's term starts, and what is
 * still in force past its last day expires.
 */
const MOVES: Move[] = [
  { from: ['active', 'renewal_pending', 'renewed'], to: 'cancelled', action: 'policy_cancelled', on: 'cancellation_date', detail: (day) => `Cancelled on ${day}` },
  { from: ['renewed'], to: 'active', action: 'policy_renewed', on: 'effective_date', detail: (day) => `New term started on ${day}` },
  { from: ['active', 'renewal_pending'], to: 'expired', action: 'policy_expired', on: 'expiration_date', detail: (day) => `Expired on ${day}` },
]

async function applyMove(trx: Knex.Transaction, move: Move, now: Date): Promise<number> {
  const rows: { id: number; day: string }[] = await trx('insurance_policies')
    .whereIn('status', move.from)
    .where(move.on, '<=', isoDay(now))
    .update({ status: move.to, status_changed_at: now, updated_at: now })
    .returning(['id', `${move.on} as day`])
  if (rows.length > 0) {
    await InsurancePolicyEvent.query(trx).insert(rows.map((row) => ({ insurance_policy_id: row.id, actor_user_id: null, action: move.action, detail: move.detail(row.day), created_at: now })))
  }
  return rows.length
}

/**
 * Keeps every policy's status as its dates pass (by the app's clock), with one history line each, in
 * one transaction. A second run finds nothing left to move.
 */
export async function expireInsurancePolicies(app: AppContext): Promise<number> {
  const now = app.now()
  const moved = await app.knex.transaction(async (trx) => {
    let count = 0
    for (const move of MOVES) count += await applyMove(trx, move, now)
    return count
  })
  if (moved > 0) app.log.info({ moved }, 'insurance policies moved by their dates')
  return moved
}

export const expireInsurancePoliciesJob = defineJob({
  kind: 'expire_insurance_policies',
  maxAttempts: 5,
  concurrency: 1,
  handle: async (app) => {
    await expireInsurancePolicies(app)
  },
})
