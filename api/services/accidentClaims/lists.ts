import type { Actor } from '../../actor.ts'
import { AccidentClaim } from '../../models/AccidentClaim.ts'
import { fetchPage } from '../../db/pagination.ts'
import { DUE_SOON_HOURS } from '../../../shared/rules/promise.ts'
import type { AdminClaimListQuery, ClaimListQuery } from '../../../shared/schemas/accidentClaims.ts'
import { withClaimGraph } from './records.ts'

/** The actor's own claims, newest first, drafts included. */
export async function listOwnClaims(actor: Actor, page: ClaimListQuery) {
  const query = withClaimGraph(AccidentClaim.query().where('user_id', actor.user.id).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]))
  return await fetchPage(query, page)
}

/**
 * The agents' queue: sent claims, those still to file first by time left before their deadline
 * (overdue at the top), then the rest, oldest first. "Due soon" is under 4 hours left; "overdue" past
 * the deadline, both only for claims not filed yet. Filters: loss state, carrier, status.
 */
export async function listAdminClaims(query: AdminClaimListQuery, now: Date) {
  const soon = new Date(now.getTime() + DUE_SOON_HOURS * 3_600_000)
  const builder = AccidentClaim.query()
    .whereNot('status', 'draft')
    .modify((q) => {
      if (query.due) q.where('status', 'reported').where('due_at', '<', query.due === 'soon' ? soon : now)
      if (query.due === 'soon') q.where('due_at', '>=', now)
      if (query.status) q.where('status', query.status)
      if (query.state) q.where('loss_state', query.state)
      if (query.carrier_id !== undefined) q.where('carrier_id', query.carrier_id)
    })
    .orderByRaw('(status <> \'reported\'), due_at, id')
  return await fetchPage(withClaimGraph(builder), query)
}
