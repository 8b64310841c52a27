import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { AccidentClaim } from '../../models/AccidentClaim.ts'
import { Carrier } from '../../models/Carrier.ts'
import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import type { User } from '../../models/User.ts'
import { conflict, validationFailed } from '../../errors.ts'
import { newClaimNumber } from '../requestNumbers.ts'
import type { ClaimForm } from '../../../shared/schemas/accidentClaims.ts'
import { loadClaim, lockClaim } from './records.ts'
import { recordClaimEvent } from './events.ts'

export const SENT_MESSAGE = 'This report was sent already; an agent has it now.'

/**
 * The columns a customer's form sets. A policy must be one of the owner's (another's reads as not
 * there); it names the carrier and number, so what was typed for those is dropped.
 */
async function formRow(trx: Knex.Transaction, ownerId: number, form: ClaimForm) {
  const policy = form.insurance_policy_id === null ? undefined
    : await InsurancePolicy.query(trx).findOne({ id: form.insurance_policy_id, user_id: ownerId }).whereNull('restricted_at')
  if (form.insurance_policy_id !== null && !policy) throw validationFailed({ 'claim.insurance_policy_id': 'Please choose one of your policies' })
  if (!policy && form.carrier_id !== null && !(await Carrier.query(trx).findById(form.carrier_id))) {
    throw validationFailed({ 'claim.carrier_id': 'Please choose a carrier from the list' })
  }
  const carrierId = policy ? policy.carrier_id : form.carrier_id
  const typedCarrier = policy ? policy.carrier_name : form.carrier_name
  return {
    insurance_policy_id: policy?.id ?? null,
    carrier_id: carrierId,
    carrier_name: carrierId === null && typedCarrier ? typedCarrier : null,
    policy_number: policy?.policy_number ?? form.policy_number,
    loss_state: form.report.location.state || policy?.state || null,
    report: form.report,
  }
}

/** A new report for this customer, a draft until it is sent. */
export async function startClaim(app: AppContext, owner: User, form: ClaimForm): Promise<AccidentClaim> {
  const now = app.now()
  const number = newClaimNumber()
  await app.knex.transaction(async (trx) => {
    await AccidentClaim.query(trx).insert({ ...(await formRow(trx, owner.id, form)), claim_number: number, user_id: owner.id, status: 'draft', created_at: now, updated_at: now })
  })
  return await loadClaim(number)
}

/**
 * Saves the draft as typed so far (the whole form, last write wins); a sent report is the agent's.
 * The owner's own saves are many and need no trail; an agent changing a customer's draft is audited.
 */
export async function saveDraft(app: AppContext, actor: User, claim: AccidentClaim, form: ClaimForm): Promise<AccidentClaim> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const locked = await lockClaim(trx, claim.id)
    if (locked.status !== 'draft') throw conflict(SENT_MESSAGE)
    await AccidentClaim.query(trx).findById(claim.id).patch({ ...(await formRow(trx, claim.user_id, form)), updated_at: now })
    if (actor.id !== claim.user_id) await recordClaimEvent(trx, { claimId: claim.id, actorId: actor.id, action: 'claim_corrected', detail: 'Draft changed by an agent', now })
  })
  return await loadClaim(claim.claim_number)
}
