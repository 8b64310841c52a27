import type { Actor } from '../actor.ts'
import type { InsuranceRequest } from '../models/InsuranceRequest.ts'

/** Only the request's owner shares its comparison or stops a link; an admin sees the request but shares for nobody. */
export const canShareComparison = (actor: Actor, request: InsuranceRequest) => request.user_id === actor.user.id
