import { z } from 'zod'
import { requiredMultilineText } from './fields.ts'
import { InsuranceRequestJson, RequestNumberParams, RequestStatusChangeJson } from './insuranceRequestJson.ts'
import { OfferJson } from './offers.ts'
import { InsurancePolicyJson } from './insurancePolicy.ts'
import { PolicyDocumentJson } from './policyDocument.ts'
import { pageQuery } from './pagination.ts'

const day = z.iso.date()

/** One group of records that stays after the account is deleted: what, why and until when. */
const KeptRecordJson = z.object({
  record: z.string(),
  /** The request the records belong to; null for an accident claim and the account's own (payments, consent history). */
  request_number: z.string().nullable(),
  why: z.string(),
  kept_until: day,
})

/** What deleting the account now would keep (with dates from shared/data/retention.json) and erase. */
export const RetentionPlanJson = z.object({ kept: z.array(KeptRecordJson), erased: z.array(z.string()) })
export type RetentionPlanJson = z.infer<typeof RetentionPlanJson>

const NUMBER_REQUIRED = 'Please enter the request number.'
const REASON_REQUIRED = 'Please say why you need to read this record.'

/** An admin reads a deleted account's kept record only with a stated reason, which is logged. */
export const RestrictedReadBody = z.object({ reason: requiredMultilineText(REASON_REQUIRED, 500) }, REASON_REQUIRED)
export type RestrictedReadBody = z.infer<typeof RestrictedReadBody>

export const RestrictedRecordJson = z.object({
  insurance_request: InsuranceRequestJson,
  offers: z.array(OfferJson),
  status_changes: z.array(RequestStatusChangeJson),
  /** The policy its binding made, kept with the request; null when none was bound. */
  policy: InsurancePolicyJson.nullable(),
  /** The kept policy's documents as listed (their files stay stored until the purge). */
  policy_documents: z.array(PolicyDocumentJson),
  restricted_at: z.iso.datetime(),
  kept_until: day,
})
export type RestrictedRecordJson = z.infer<typeof RestrictedRecordJson>

/** The admin's form: the number goes in the path (checked as the route's params are), the reason in the body. */
export const KeptRecordReadForm = z.object({
  request_number: z.string(NUMBER_REQUIRED).trim().min(1, NUMBER_REQUIRED).pipe(RequestNumberParams.shape.request_number),
  ...RestrictedReadBody.shape,
})
export type KeptRecordReadForm = z.output<typeof KeptRecordReadForm>

export const KeptRecordReadListQuery = pageQuery(20)
export type KeptRecordReadListQuery = z.output<typeof KeptRecordReadListQuery>

/** One logged read of a kept record: who read which request (or which deleted account's consents), when and why. */
export const KeptRecordReadJson = z.object({
  id: z.number(),
  /** The request read; null when the read was of a deleted account's kept consents. */
  request_number: z.string().nullable(),
  /** The deleted account whose kept consents were read; null for a request's read. */
  account_id: z.number().nullable(),
  reason: z.string(),
  /** null once the admin's own account is gone. */
  admin: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
  created_at: z.iso.datetime(),
})
export type KeptRecordReadJson = z.infer<typeof KeptRecordReadJson>
