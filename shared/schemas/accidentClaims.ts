import { z } from 'zod'
import { email, emptyAsMissing, line, multiline, requiredMultilineText, requiredText, tooLong, numericId } from './fields.ts'
import { pageQuery } from './pagination.ts'
import { ClaimReport } from './accidentClaimReport.ts'
import { InsurancePolicyJson } from './insurancePolicy.ts'
import { isStateCode } from '../constants/states.ts'
import { CODE_ALPHABET } from '../rules/codes.ts'
import { normalizePhone } from '../rules/phone.ts'

/* ---- Accident claims (issue #27): the customer's report, the agent's steps, and their answers ---- */

const CLAIM_STATUSES = ['draft', 'reported', 'filed', 'adjuster_assigned', 'closed'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]
/** The tracker's steps, in order (a draft is not on it yet). */
export const CLAIM_STEPS = ['reported', 'filed', 'adjuster_assigned', 'closed'] as const satisfies readonly ClaimStatus[]

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  draft: 'Not sent yet',
  reported: 'Reported',
  filed: 'Filed with the carrier',
  adjuster_assigned: 'Adjuster assigned',
  closed: 'Closed',
}

export const CLAIM_OUTCOMES = ['paid', 'denied', 'withdrawn', 'not_covered'] as const
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number]
export const CLAIM_OUTCOME_LABELS: Record<ClaimOutcome, string> = {
  paid: 'Paid by the carrier',
  denied: 'Denied by the carrier',
  withdrawn: 'Withdrawn',
  not_covered: 'Not covered by the policy',
}

const CLAIM_EVENT_ACTIONS = ['claim_reported', 'claim_filed', 'adjuster_assigned', 'note_added', 'claim_closed', 'claim_corrected', 'photo_added', 'photo_removed'] as const
export type ClaimEventAction = (typeof CLAIM_EVENT_ACTIONS)[number]

export const MAX_CLAIM_PHOTOS = 10
export const CLAIM_NOT_FOUND = 'Claim not found'

const CLAIM_NUMBER = new RegExp(`^CL-[${CODE_ALPHABET}]{10}$`)
export const ClaimNumberParams = z.object({ number: z.string().regex(CLAIM_NUMBER, 'Invalid claim number.') })
export type ClaimNumberParams = z.output<typeof ClaimNumberParams>

export const ClaimPhotoParams = ClaimNumberParams.extend({ id: numericId('Invalid photo ID.') })

const CARRIER_MESSAGE = 'Please choose a carrier or type its name'
const optionalId = (message: string) =>
  z.preprocess(emptyAsMissing, z.coerce.number<number>(message).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message).nullish()).transform((value) => value ?? null)

/** What a customer types: one of their policies, or a carrier (ours or typed in) and a policy number, and the report. */
export const ClaimForm = z.object({
  insurance_policy_id: optionalId('Please choose one of your policies'),
  carrier_id: optionalId(CARRIER_MESSAGE),
  carrier_name: line().max(100, tooLong(100)).default(''),
  policy_number: line().max(50, tooLong(50)).default(''),
  report: ClaimReport.default(ClaimReport.parse({})),
})
export type ClaimForm = z.output<typeof ClaimForm>

export const ClaimBody = z.object({ claim: ClaimForm.default(ClaimForm.parse({})) }, 'Please send a claim.')
export type ClaimBody = z.output<typeof ClaimBody>

/** Which policy a report is about, before it may be sent. */
export function policyProblems(form: ClaimForm): Record<string, string> {
  if (form.insurance_policy_id !== null) return {}
  const problems: Record<string, string> = {}
  if (form.carrier_id === null && form.carrier_name === '') problems.carrier_id = CARRIER_MESSAGE
  if (form.policy_number === '') problems.policy_number = 'Please enter the policy number'
  return problems
}

const PHONE_MESSAGE = 'Please enter a phone number such as (555) 123-4567'
const wholePhone = requiredText(PHONE_MESSAGE, 30).transform((value, ctx) => {
  const normalized = normalizePhone(value)
  if (normalized === null) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE })
  return normalized ?? ''
})

export const FileClaimBody = z.object({ carrier_claim_number: requiredText('Please enter the carrier\'s claim number', 50) })
export type FileClaimBody = z.output<typeof FileClaimBody>

export const ClaimAdjuster = z.object({
  name: requiredText('Please enter the adjuster\'s name', 100),
  phone: wholePhone,
  email,
})
export type ClaimAdjuster = z.output<typeof ClaimAdjuster>

export const AssignAdjusterBody = z.object({ adjuster: ClaimAdjuster })
export type AssignAdjusterBody = z.output<typeof AssignAdjusterBody>

export const ClaimNoteBody = z.object({
  note: z.object({
    body: requiredMultilineText('Please write the note', 2000),
    visible_to_customer: z.boolean('Please say whether the customer sees this note'),
  }),
})
export type ClaimNoteBody = z.output<typeof ClaimNoteBody>

export const CloseClaimBody = z.object({
  outcome: z.enum(CLAIM_OUTCOMES, 'Please choose an outcome'),
  /** Shown to the customer with the outcome. */
  note: multiline().max(2000, tooLong(2000)).default(''),
})
export type CloseClaimBody = z.output<typeof CloseClaimBody>

/** An agent corrects what was recorded: the carrier's claim number, the adjuster's details. */
export const AdminClaimUpdateBody = z.object({
  claim: z.object({
    carrier_claim_number: requiredText('Please enter the carrier\'s claim number', 50).optional(),
    adjuster: ClaimAdjuster.optional(),
  }).refine((claim) => claim.carrier_claim_number !== undefined || claim.adjuster !== undefined, 'Nothing to change'),
})
export type AdminClaimUpdateBody = z.output<typeof AdminClaimUpdateBody>

export const ClaimListQuery = pageQuery(20)
export type ClaimListQuery = z.output<typeof ClaimListQuery>

export const AdminClaimListQuery = z.object({
  due: z.preprocess(emptyAsMissing, z.enum(['soon', 'overdue'], 'Due must be soon or overdue').optional()),
  status: z.preprocess(emptyAsMissing, z.enum(CLAIM_STEPS, 'Unknown status').optional()),
  state: z.preprocess(emptyAsMissing, z.string('Please choose a state from the list').trim().toUpperCase().refine(isStateCode, 'Please choose a state from the list').optional()),
  carrier_id: z.preprocess(emptyAsMissing, z.coerce.number<number>('Invalid carrier ID.').int('Invalid carrier ID.').positive('Invalid carrier ID.').max(Number.MAX_SAFE_INTEGER, 'Invalid carrier ID.').optional()),
  ...pageQuery(20).shape,
})
export type AdminClaimListQuery = z.output<typeof AdminClaimListQuery>

const at = z.iso.datetime()

export const ClaimPhotoJson = z.object({ id: z.number(), file_name: z.string(), content_type: z.enum(['image/jpeg', 'image/png']), byte_size: z.number(), created_at: at })
export type ClaimPhotoJson = z.infer<typeof ClaimPhotoJson>

export const ClaimCarrierJson = z.object({ id: z.number().nullable(), name: z.string(), claims_phone: z.string(), claims_website: z.string() })
export type ClaimCarrierJson = z.infer<typeof ClaimCarrierJson>

const ClaimNoteJson = z.object({ id: z.number(), body: z.string(), created_at: at })

/** A claim as its owner sees it: their report, the agent's steps and the notes meant for them. */
export const AccidentClaimJson = z.object({
  claim_number: z.string(),
  status: z.enum(CLAIM_STATUSES),
  insurance_policy_id: z.number().nullable(),
  carrier: ClaimCarrierJson.nullable(),
  policy_number: z.string(),
  report: ClaimReport,
  photos: z.array(ClaimPhotoJson),
  submitted_at: at.nullable(),
  due_at: at.nullable(),
  filed_at: at.nullable(),
  carrier_claim_number: z.string().nullable(),
  adjuster: ClaimAdjuster.extend({ phone: z.string(), email: z.string() }).nullable(),
  adjuster_assigned_at: at.nullable(),
  closed_at: at.nullable(),
  outcome: z.enum(CLAIM_OUTCOMES).nullable(),
  notes: z.array(ClaimNoteJson),
  created_at: at,
  updated_at: at,
})
export type AccidentClaimJson = z.infer<typeof AccidentClaimJson>

const AdminClaimNoteJson = ClaimNoteJson.extend({ visible_to_customer: z.boolean(), author: z.object({ id: z.number(), name: z.string() }).nullable() })

const ClaimEventJson = z.object({
  action: z.enum(CLAIM_EVENT_ACTIONS),
  detail: z.string(),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: at,
})

/** The agent's claim: everything the customer sees, who they are, every note and the audit trail. */
export const AdminAccidentClaimJson = AccidentClaimJson.extend({
  owner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  loss_state: z.string().nullable(),
  /** The customer's policy the claim names, with its coverages (none when typed in). */
  policy: InsurancePolicyJson.nullable(),
  notes: z.array(AdminClaimNoteJson),
  events: z.array(ClaimEventJson),
})
export type AdminAccidentClaimJson = z.infer<typeof AdminAccidentClaimJson>

/** A line of the agents' queue. */
export const AdminClaimRowJson = z.object({
  claim_number: z.string(),
  status: z.enum(CLAIM_STATUSES),
  owner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  carrier: ClaimCarrierJson.nullable(),
  policy_number: z.string(),
  loss_state: z.string().nullable(),
  occurred_at: z.string(),
  submitted_at: at.nullable(),
  due_at: at.nullable(),
  filed_at: at.nullable(),
  closed_at: at.nullable(),
  outcome: z.enum(CLAIM_OUTCOMES).nullable(),
  photo_count: z.number(),
})
export type AdminClaimRowJson = z.infer<typeof AdminClaimRowJson>

/** The filing promise over the last 30 days, for the admin dashboard. */
export const ClaimStatsJson = z.object({
  window_days: z.number(),
  /** Claims sent in the window that are filed or past their deadline. */
  due: z.number(),
  filed_on_time: z.number(),
  /** filed_on_time / due, 0 to 1; null when nothing has come due. */
  on_time_share: z.number().nullable(),
  median_minutes_to_filing: z.number().nullable(),
})
export type ClaimStatsJson = z.infer<typeof ClaimStatsJson>
