import type { Knex } from 'knex'
import type { AppContext } from '../../context.ts'
import { AccidentClaim } from '../../models/AccidentClaim.ts'
import { AccidentClaimNote } from '../../models/AccidentClaimNote.ts'
import type { User } from '../../models/User.ts'
import { conflict, validationFailed } from '../../errors.ts'
import { dueAt } from '../../../shared/rules/promise.ts'
import { reportProblems } from '../../../shared/schemas/accidentClaimReport.ts'
import {
  CLAIM_OUTCOME_LABELS, policyProblems, type AdminClaimUpdateBody, type ClaimAdjuster, type ClaimEventAction, type ClaimStatus, type CloseClaimBody, type ClaimNoteBody,
} from '../../../shared/schemas/accidentClaims.ts'
import { noteForAgents } from '../agentNotifications.ts'
import { recordClaimEvent } from './events.ts'
import { extendKeptClaim } from './retention.ts'
import { enqueueClaimStepMail } from './stepMail.ts'
import { loadClaim, lockClaim } from './records.ts'
import { SENT_MESSAGE } from './drafts.ts'

const CLOSED_MESSAGE = 'This claim is closed.'
const NOT_SENT_MESSAGE = 'This report has not been sent yet.'

interface Step {
  /** The statuses the claim may be in for this step, and what to say otherwise. */
  from: readonly ClaimStatus[]
  refusal: (status: ClaimStatus) => string
  action: ClaimEventAction
  /** The row's new columns and the audit line, from the locked row. */
  change: (locked: AccidentClaim, now: Date) => { patch: Partial<AccidentClaim>; detail: string }
  /** The status whose e-mail the customer gets, if any. */
  mail?: ClaimStatus
  closingNote?: string
  /** More rows written in the same transaction (a note). */
  alongside?: (trx: Knex.Transaction, locked: AccidentClaim, now: Date) => Promise<void>
}

const refuseBy = (messages: Partial<Record<ClaimStatus, string>>, otherwise: string) => (status: ClaimStatus) => messages[status] ?? otherwise

/** One step of a claim in one transaction: the row, its audit line, and the customer's e-mail. */
async function takeStep(app: AppContext, actor: User, claim: AccidentClaim, step: Step): Promise<AccidentClaim> {
  const now = app.now()
  await app.knex.transaction(async (trx) => {
    const locked = await lockClaim(trx, claim.id)
    if (!step.from.includes(locked.status)) throw conflict(step.refusal(locked.status))
    const { patch, detail } = step.change(locked, now)
    const changed = await AccidentClaim.query(trx).patchAndFetchById(claim.id, { ...patch, updated_at: now })
    await step.alongside?.(trx, locked, now)
    const eventId = await recordClaimEvent(trx, { claimId: claim.id, actorId: actor.id, action: step.action, detail, now })
    if (locked.retain_until !== null) await extendKeptClaim(trx, claim.id)
    if (step.mail) await enqueueClaimStepMail(app, trx, changed, step.mail, eventId, step.closingNote)
  })
  return await loadClaim(claim.claim_number)
}

/** The customer sends their report: it must say which policy, when, where and what happened. */
export async function submitClaim(app: AppContext, actor: User, claim: AccidentClaim): Promise<AccidentClaim> {
  return await takeStep(app, actor, claim, {
    from: ['draft'],
    refusal: () => SENT_MESSAGE,
    action: 'claim_reported',
    mail: 'reported',
    alongside: (trx, locked) => noteForAgents(app, trx, { kind: 'new_claim', accident_claim_id: locked.id }),
    change(locked, now) {
      const form = { insurance_policy_id: locked.insurance_policy_id, carrier_id: locked.carrier_id, carrier_name: locked.carrier_name ?? '', policy_number: locked.policy_number, report: locked.report }
      const problems = { ...policyProblems(form), ...reportProblems(locked.report, now) }
      if (Object.keys(problems).length > 0) {
        throw validationFailed(Object.fromEntries(Object.entries(problems).map(([path, message]) => [`claim.${path}`, message])), 'Please complete the report before sending it.')
      }
      return { patch: { status: 'reported', submitted_at: now, due_at: dueAt(now) }, detail: 'Report sent' }
    },
  })
}

const OPEN: readonly ClaimStatus[] = ['reported', 'filed', 'adjuster_assigned']

export async function fileClaim(app: AppContext, actor: User, claim: AccidentClaim, carrierClaimNumber: string): Promise<AccidentClaim> {
  return await takeStep(app, actor, claim, {
    from: ['reported'],
    refusal: refuseBy({ draft: NOT_SENT_MESSAGE, closed: CLOSED_MESSAGE }, 'This claim was filed already; correct its claim number instead.'),
    action: 'claim_filed',
    mail: 'filed',
    change: (_locked, now) => ({ patch: { status: 'filed', filed_at: now, carrier_claim_number: carrierClaimNumber }, detail: `Filed with the carrier as ${carrierClaimNumber}` }),
  })
}

const adjusterColumns = (adjuster: ClaimAdjuster) => ({ adjuster_name: adjuster.name, adjuster_phone: adjuster.phone, adjuster_email: adjuster.email })
const adjusterLine = (adjuster: ClaimAdjuster) => `${adjuster.name}, ${adjuster.phone}, ${adjuster.email}`

export async function assignAdjuster(app: AppContext, actor: User, claim: AccidentClaim, adjuster: ClaimAdjuster): Promise<AccidentClaim> {
  return await takeStep(app, actor, claim, {
    from: ['filed', 'adjuster_assigned'],
    refusal: refuseBy({ draft: NOT_SENT_MESSAGE, closed: CLOSED_MESSAGE }, 'File the claim with the carrier first.'),
    action: 'adjuster_assigned',
    mail: 'adjuster_assigned',
    change: (_locked, now) => ({ patch: { status: 'adjuster_assigned', adjuster_assigned_at: now, ...adjusterColumns(adjuster) }, detail: `Adjuster: ${adjusterLine(adjuster)}` }),
  })
}

async function insertNote(trx: Knex.Transaction, claimId: number, authorId: number, body: string, visible: boolean, now: Date): Promise<void> {
  await AccidentClaimNote.query(trx).insert({ accident_claim_id: claimId, author_user_id: authorId, body, visible_to_customer: visible, created_at: now })
}

export async function addClaimNote(app: AppContext, actor: User, claim: AccidentClaim, note: ClaimNoteBody['note']): Promise<AccidentClaim> {
  return await takeStep(app, actor, claim, {
    from: [...OPEN, 'closed'],
    refusal: () => NOT_SENT_MESSAGE,
    action: 'note_added',
    change: () => ({ patch: {}, detail: `${note.visible_to_customer ? 'Note for the customer' : 'Internal note'}: ${note.body}` }),
    alongside: (trx, locked, now) => insertNote(trx, locked.id, actor.id, note.body, note.visible_to_customer, now),
  })
}

export async function closeClaim(app: AppContext, actor: User, claim: AccidentClaim, body: CloseClaimBody): Promise<AccidentClaim> {
  return await takeStep(app, actor, claim, {
    from: OPEN,
    refusal: refuseBy({ draft: NOT_SENT_MESSAGE }, CLOSED_MESSAGE),
    action: 'claim_closed',
    mail: 'closed',
    closingNote: body.note,
    change: (_locked, now) => ({ patch: { status: 'closed', closed_at: now, outcome: body.outcome }, detail: `Closed: ${CLAIM_OUTCOME_LABELS[body.outcome]}${body.note ? `. ${body.note}` : ''}` }),
    alongside: async (trx, locked, now) => {
      if (body.note) await insertNote(trx, locked.id, actor.id, body.note, true, now)
    },
  })
}

/** An agent corrects the carrier's claim number or the adjuster's details once they are recorded. */
export async function correctClaim(app: AppContext, actor: User, claim: AccidentClaim, correction: AdminClaimUpdateBody['claim']): Promise<AccidentClaim> {
  return await takeStep(app, actor, claim, {
    from: ['filed', 'adjuster_assigned', 'closed'],
    refusal: refuseBy({ draft: NOT_SENT_MESSAGE }, 'File the claim with the carrier first.'),
    action: 'claim_corrected',
    change(locked) {
      if (correction.carrier_claim_number !== undefined && locked.filed_at === null) throw conflict('This claim was closed without being filed; it has no carrier claim number.')
      if (correction.adjuster && locked.adjuster_assigned_at === null) throw conflict('Assign an adjuster first.')
      const lines = [
        correction.carrier_claim_number === undefined ? null : `Carrier claim number ${locked.carrier_claim_number ?? ''} → ${correction.carrier_claim_number}`,
        correction.adjuster ? `Adjuster: ${adjusterLine(correction.adjuster)}` : null,
      ].filter((line) => line !== null)
      return {
        patch: { ...(correction.carrier_claim_number === undefined ? {} : { carrier_claim_number: correction.carrier_claim_number }), ...(correction.adjuster ? adjusterColumns(correction.adjuster) : {}) },
        detail: lines.join('; '),
      }
    },
  })
}
