import type { AccidentClaim } from '../../models/AccidentClaim.ts'
import { listClaimEvents } from '../../services/accidentClaims/events.ts'
import { presentAdminAccidentClaim } from '../../presenters/accidentClaim.ts'
import { AdminAccidentClaimJson } from '../../../shared/schemas/accidentClaims.ts'
import { messageEnvelope } from '../../../shared/schemas/envelope.ts'

/** What every agent action answers: the claim as the agent's page shows it, and what was done. */
export const AdminClaimAnswer = messageEnvelope(AdminAccidentClaimJson)

export async function adminClaimData(claim: AccidentClaim): Promise<AdminAccidentClaimJson> {
  return presentAdminAccidentClaim(claim, await listClaimEvents(claim.id))
}
