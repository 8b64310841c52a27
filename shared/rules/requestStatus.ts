import type { RequestStatus } from '../constants/requests.ts'

/**
 * Issue #10: a request is purchased because its chosen offer was bound, so the status change that
 * says so is the binding itself (it records the policy number), never a plain status change.
 */
export const PURCHASED_BY_BINDING = 'A request becomes Purchased when you confirm binding on the offer the customer chose.'

/**
 * Whether an admin may set this status by hand. Purchased only goes back to a request whose policy is
 * already bound (say, after it was marked expired by mistake).
 */
export const canSetStatusByHand = (request: { policy_number: string | null }, status: RequestStatus) =>
  status !== 'purchased' || request.policy_number !== null
