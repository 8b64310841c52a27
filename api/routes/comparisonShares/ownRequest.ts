import type { Actor } from '../../actor.ts'
import { viewableRequest } from '../insuranceRequests/viewable.ts'
import { forbidden } from '../../errors.ts'
import { InsuranceRequest } from '../../models/InsuranceRequest.ts'
import { canShareComparison } from '../../policies/comparisonShare.ts'

/** The request whose links the actor manages: 404 to whoever may not see it, 403 to an admin who may only look. */
export async function shareableRequest(actor: Actor, requestNumber: string): Promise<InsuranceRequest> {
  const request = await viewableRequest(actor, requestNumber)
  if (!canShareComparison(actor, request)) throw forbidden('Only the customer who made the request can share its offers.')
  return request
}
