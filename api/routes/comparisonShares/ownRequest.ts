import type { Actor } from '../../actor.ts'
import { forbidden, notFound } from '../../errors.ts'
import { InsuranceRequest } from '../../models/InsuranceRequest.ts'
import { canViewRequest } from '../../policies/insuranceRequest.ts'
import { canShareComparison } from '../../policies/comparisonShare.ts'

/** The request whose links the actor manages: 404 to whoever may not see it, 403 to an admin who may only look. */
export async function shareableRequest(actor: Actor, requestNumber: string): Promise<InsuranceRequest> {
  const request = await InsuranceRequest.findByNumber(requestNumber)
  if (!request || !canViewRequest(actor, request)) throw notFound('Request not found')
  if (!canShareComparison(actor, request)) throw forbidden('Only the customer who made the request can share its offers.')
  return request
}
