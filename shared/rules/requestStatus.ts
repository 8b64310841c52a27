import type { RequestStatus } from '../constants/requests.ts'

/**
 * Issue #10: a request is purchased because its chosen offer was bound, so the status change that
 * says so is the binding itself (it records the policy number), never a plain status change.
 */
const PURCHASED_BY_BINDING = 'A request becomes Purchased when you confirm binding on the offer the customer chose.'

/** Issue #32: a bound policy is undone only by cancelling it, an act of its own, never by a status change. */
const BOUND_POLICY_LOCK = 'This request has a bound policy, so its status stays Purchased. Cancelling the policy is a separate step.'

/** Issue #32: Quoted tells the customer their options are ready, so there must be one to choose. */
const QUOTED_NEEDS_OPEN_OFFER = 'A request is Quoted only while it has at least one open offer (not withdrawn, not expired). Add an offer first.'

interface StatusSubject {
  status: RequestStatus
  policy_number: string | null
}

/**
 * Why the request's own fields forbid an admin setting this status by hand, or null. Once a policy is
 * bound the only status left is Purchased (which also brings back a bound request older code moved
 * away from it); without one, Purchased comes only from binding.
 */
export function statusLock(request: StatusSubject, status: RequestStatus): string | null {
  if (status === request.status) return null
  if (request.policy_number !== null) return status === 'purchased' ? null : BOUND_POLICY_LOCK
  return status === 'purchased' ? PURCHASED_BY_BINDING : null
}

/** Why an admin may not set this status by hand, or null: the request's lock, then Quoted without an open offer. */
export function statusChangeRefusal(request: StatusSubject, status: RequestStatus, hasOpenOffer: boolean): string | null {
  const locked = statusLock(request, status)
  if (locked || status === request.status) return locked
  return status === 'quoted' && !hasOpenOffer ? QUOTED_NEEDS_OPEN_OFFER : null
}
