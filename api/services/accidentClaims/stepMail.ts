import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import type { AccidentClaim } from '../../models/AccidentClaim.ts'
import { Carrier } from '../../models/Carrier.ts'
import { User } from '../../models/User.ts'
import { claimStepMessage } from '../../mail/templates/accidentClaims.ts'
import { enqueueMail } from '../mailing.ts'
import { findState } from '../../../shared/constants/states.ts'
import { longDateTime } from '../../../shared/dates.ts'
import { CLAIM_OUTCOME_LABELS, type ClaimStatus } from '../../../shared/schemas/accidentClaims.ts'

const claimUrl = (app: AppContext, number: string) => `${app.config.publicUrl}/dashboard/claims/${number}`

/** The carrier's name and claims line as the customer needs them. */
async function carrierOf(trx: Knex.Transaction, claim: AccidentClaim) {
  const carrier = claim.carrier_id === null ? undefined : await Carrier.query(trx).findById(claim.carrier_id)
  return { name: carrier?.name ?? claim.carrier_name ?? 'your carrier', phone: carrier?.claims_phone ?? '', website: carrier?.claims_website ?? '' }
}

function reachCarrier(carrier: { name: string; phone: string; website: string }): string[] {
  const ways = [carrier.phone && `call ${carrier.phone}`, carrier.website && `visit ${carrier.website}`].filter(Boolean)
  return ways.length ? [`To reach ${carrier.name}'s claims team yourself, ${ways.join(' or ')}.`] : []
}

/** What each step says; `claim` is the row as the step left it. */
async function stepText(trx: Knex.Transaction, claim: AccidentClaim, step: ClaimStatus, closingNote: string) {
  const carrier = await carrierOf(trx, claim)
  const zone = claim.loss_state ? findState(claim.loss_state)?.timeZone : undefined
  switch (step) {
    case 'filed':
      return { subject: `Your claim ${claim.claim_number} was filed with ${carrier.name}`, paragraphs: [`We filed your claim with ${carrier.name}. Their claim number is ${claim.carrier_claim_number ?? ''}.`, 'They will assign an adjuster, who will contact you.', ...reachCarrier(carrier)] }
    case 'adjuster_assigned':
      return { subject: `An adjuster was assigned to your claim ${claim.claim_number}`, paragraphs: [`${carrier.name} assigned ${claim.adjuster_name ?? ''} to your claim.`, `Phone: ${claim.adjuster_phone ?? ''}. E-mail: ${claim.adjuster_email ?? ''}.`] }
    case 'closed':
      return { subject: `Your claim ${claim.claim_number} is closed`, paragraphs: [`Your claim is closed: ${claim.outcome ? CLAIM_OUTCOME_LABELS[claim.outcome] : ''}.`, ...(closingNote ? [closingNote] : [])] }
    default:
      return { subject: `We received your accident report ${claim.claim_number}`, paragraphs: [`Thank you. An agent will file this with ${carrier.name} by ${longDateTime(claim.due_at ?? new Date(), zone)}.`, ...reachCarrier(carrier)] }
  }
}

/**
 * The customer's e-mail about a step of their claim, always sent (it is about their own claim), queued
 * in the transaction that makes the step. The audit row's id names it, so queueing or running it twice
 * sends one.
 */
export async function enqueueClaimStepMail(app: AppContext, trx: Knex.Transaction, claim: AccidentClaim, step: ClaimStatus, eventId: number, closingNote = ''): Promise<void> {
  const owner = await User.query(trx).findById(claim.user_id)
  if (!owner || owner.deleted_at) return
  const { subject, paragraphs } = await stepText(trx, claim, step, closingNote)
  const message = claimStepMessage({ to: owner.email, firstName: owner.first_name, claimNumber: claim.claim_number, claimUrl: claimUrl(app, claim.claim_number), subject, paragraphs })
  await enqueueMail(trx, message, `accident_claim:${eventId}`, app.now())
}
