import type { Actor } from '../../actor.ts'
import { notFound } from '../../errors.ts'
import { InsuranceRequest } from '../../models/InsuranceRequest.ts'
import { canViewRequest } from '../../policies/insuranceRequest.ts'

/** The request, if this actor may see it; to anyone else it does not exist. */
export async function viewableRequest(actor: Actor, requestNumber: string): Promise<InsuranceRequest> {
  const request = await InsuranceRequest.findByNumber(requestNumber)
  if (!request || !canViewRequest(actor, request)) throw notFound('Request not found')
  return request
}
