import type { Knex } from 'knex'
import { AccidentClaimEvent } from '../../models/AccidentClaimEvent.ts'
import type { ClaimEventAction } from '../../../shared/schemas/accidentClaims.ts'

interface ClaimEvent {
  claimId: number
  actorId: number
  action: ClaimEventAction
  detail: string
  now: Date
}

/** Writes one line of a claim's audit trail inside the transaction that made the change; its id names the e-mail it causes. */
export async function recordClaimEvent(trx: Knex.Transaction, event: ClaimEvent): Promise<number> {
  const row = await AccidentClaimEvent.query(trx).insert({
    accident_claim_id: event.claimId,
    actor_user_id: event.actorId,
    action: event.action,
    detail: event.detail,
    created_at: event.now,
  })
  return row.id
}

/** A claim's audit trail, oldest first, with who did what. */
export async function listClaimEvents(claimId: number): Promise<AccidentClaimEvent[]> {
  return await AccidentClaimEvent.query().where({ accident_claim_id: claimId }).orderBy('id').withGraphFetched('actor')
}
