import type { Actor } from '../../actor.ts'
import { notFound } from '../../errors.ts'
import type { AccidentClaim } from '../../models/AccidentClaim.ts'
import { canViewClaim } from '../../policies/accidentClaim.ts'
import { findClaim } from '../../services/accidentClaims/records.ts'
import { CLAIM_NOT_FOUND } from '../../../shared/schemas/accidentClaims.ts'

/** The claim, if this actor may see it; to anyone else it does not exist. */
export async function viewableClaim(actor: Actor, number: string): Promise<AccidentClaim> {
  const claim = await findClaim(number)
  if (!claim || !canViewClaim(actor, claim)) throw notFound(CLAIM_NOT_FOUND)
  return claim
}
