import type { Knex } from 'knex'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import type { User } from '../models/User.ts'
import { InsuranceRequest, normalizedNumber } from '../models/InsuranceRequest.ts'
import { Offer } from '../models/Offer.ts'
import { InsurancePolicy } from '../models/InsurancePolicy.ts'
import { notFound } from '../errors.ts'
import { listMeta, onPage } from '../db/pagination.ts'
import { listStatusChanges } from './insuranceRequests.ts'
import { purgeKeptPolicies, restrictBoundPolicies } from './insurancePolicies/retention.ts'
import { POLICY_GRAPH } from './insurancePolicies/manage.ts'
import { listPolicyDocuments } from './insurancePolicies/documents.ts'
import { keepSentClaims, planClaimRetention, purgeKeptClaims, type KeptClaim } from './accidentClaims/retention.ts'
import type { KeptRecordReadListQuery } from '../../shared/schemas/retention.ts'
import { accountKeptUntil, requestRetention, type RequestRetention } from '../../shared/rules/retention.ts'
import { planConsentRetention, purgeExpiredConsents, restrictConsentRecords, type ConsentRetention } from './consentRetention.ts'

/** How long a person's records would be kept if the account were deleted now (shared/data/retention.json). */
export interface RetentionPlan {
  requests: Array<RequestRetention & { id: number; bound: boolean }>
  /** The last day of the account's own kept records (payments, consent history); null: none kept. */
  accountKeptUntil: string | null
  hasPayments: boolean
  /** The account's sent accident claims, each kept its own period. */
  claims: KeptClaim[]
  /** The proofs of consent kept, each until its own day (shared/data/consent-retention.json). */
  consents: ConsentRetention[]
}

const FactsRow = z.object({
  id: z.number(),
  request_number: z.string(),
  state: z.string().nullable(),
  policy_end_day: z.string().nullable(),
  last_activity_day: z.string(),
})

// A request's last activity is the latest of its own change, its offers' and its audit trail's, as a
// UTC calendar day. A bound request's policy ends on its cancellation or expiration day as the policy
// now says (an agent may have corrected it); a request bound before policies were kept, on its
// effective date plus the bound offer's term.
const FACTS = `SELECT r.id, r.request_number, a.state,
    to_char(coalesce(p.cancellation_date, p.expiration_date, (r.effective_date + make_interval(months => o.term_months))::date), 'YYYY-MM-DD') AS policy_end_day,
    to_char(greatest(r.updated_at,
      (SELECT max(x.updated_at) FROM offers x WHERE x.insurance_request_id = r.id),
      (SELECT max(e.created_at) FROM offer_events e WHERE e.insurance_request_id = r.id),
      (SELECT max(c.created_at) FROM request_status_changes c WHERE c.insurance_request_id = r.id)) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS last_activity_day
  FROM insurance_requests r
  LEFT JOIN applicants a ON a.insurance_request_id = r.id
  LEFT JOIN offers o ON o.insurance_request_id = r.id AND o.status = 'bound'
  LEFT JOIN insurance_policies p ON p.insurance_request_id = r.id
  WHERE r.user_id = ?
  ORDER BY r.id`

/** What deleting the account on `day` (a UTC calendar day) would keep. */
export async function planRetention(db: Knex, userId: number, day: string): Promise<RetentionPlan> {
  const result: { rows: unknown[] } = await db.raw(FACTS, [userId])
  const requests = z.array(FactsRow).parse(result.rows).map((row) => ({
    ...requestRetention({ request_number: row.request_number, state: row.state, policy_end_day: row.policy_end_day, last_activity_day: row.last_activity_day }),
    id: row.id,
    bound: row.policy_end_day !== null,
  }))
  const payment: { day: string | null } | undefined = await db('payments').where({ user_id: userId })
    .first(db.raw(`to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`))
  const lastPaymentDay = payment?.day ?? null
  const claims = await planClaimRetention(db, userId, new Map(requests.map((request) => [request.id, request.kept_until])))
  const keptUntil = accountKeptUntil(requests, lastPaymentDay)
  return { requests, accountKeptUntil: keptUntil, hasPayments: lastPaymentDay !== null, claims, consents: await planConsentRetention(db, userId, day, keptUntil) }
}

/**
 * The deletion's part for kept records, in its transaction: each request is marked restricted until its
 * last day, its bound policy with it, and its consent ledger (consentRetention.ts). Answers the plan:
 * its account's own last day the deletion writes on the account row with its deleted_at.
 */
export async function restrictRequiredRecords(trx: Knex.Transaction, user: User, now: Date): Promise<RetentionPlan> {
  const plan = await planRetention(trx, user.id, now.toISOString().slice(0, 10))
  // One statement for all of them, each with its own last day.
  if (plan.requests.length > 0) {
    await trx.raw(`UPDATE insurance_requests r SET restricted_at = ?, retain_until = v.kept_until::date
      FROM (VALUES ${plan.requests.map(() => '(?::bigint, ?)').join(', ')}) AS v(id, kept_until) WHERE r.id = v.id`,
    [now, ...plan.requests.flatMap((request) => [request.id, request.kept_until])])
  }
  await restrictBoundPolicies(trx, user.id, now)
  await keepSentClaims(trx, plan.claims)
  await restrictConsentRecords(trx, user.id, plan.consents, plan.accountKeptUntil, now)
  return plan
}

/** Today as the app's clock says, as the UTC calendar day retention periods are counted in. */
export const today = (app: AppContext) => app.now().toISOString().slice(0, 10)

/**
 * Removes kept records whose period is over (the day after their last day). Each pass deletes what is
 * due, so a second run finds nothing; a request's offers, binding, policy (with its documents, their
 * files by a job) and audit trail go with it, and a kept accident claim with its photos and notes.
 */
export async function purgeExpiredRecords(app: AppContext): Promise<void> {
  const day = today(app)
  await app.knex.transaction(async (trx) => {
    const dueRequests: number[] = await trx('insurance_requests').whereNotNull('restricted_at').where('retain_until', '<', day).pluck('id')
    const due: Array<{ id: number }> = await trx('users').whereNotNull('deleted_at').where('retain_until', '<', day).select('id')
    const ids = due.map((user) => user.id)
    const policies = await purgeKeptPolicies(trx, dueRequests, ids, app.now())
    const requests = await InsuranceRequest.query(trx).whereIn('id', dueRequests).delete()
    const claims = await purgeKeptClaims(trx, day, app.now())
    await trx('subscriptions').whereIn('user_id', ids).delete()
    await trx('payments').whereIn('user_id', ids).delete()
    const consents = await purgeExpiredConsents(trx, day, ids)
    await trx('users').whereIn('id', ids).update({ retain_until: null })
    app.log.info({ requests, policies, claims, consents, accounts: ids.length }, 'kept records past their period purged')
  })
}

/** A kept record, read by an admin who said why; the read and its reason are logged in the same transaction. */
export async function readRestrictedRecord(app: AppContext, admin: User, requestNumber: string, reason: string) {
  return await app.knex.transaction(async (trx) => {
    const request = await InsuranceRequest.query(trx).where({ request_number: normalizedNumber(requestNumber) }).whereNotNull('restricted_at')
      .withGraphFetched('[applicant, auto_insurance]').first()
    if (!request?.restricted_at || !request.retain_until) throw notFound('Request not found')
    await trx('restricted_record_reads').insert({
      admin_user_id: admin.id, insurance_request_id: request.id, request_number: request.request_number, reason, created_at: app.now(),
    })
    const offers = await Offer.query(trx).where({ insurance_request_id: request.id }).withGraphFetched('carrier').orderBy('id')
    const policy = await InsurancePolicy.query(trx).findOne({ insurance_request_id: request.id }).whereNotNull('restricted_at').withGraphFetched(POLICY_GRAPH)
    const policyDocuments = policy ? await listPolicyDocuments(policy.id, trx) : []
    return {
      request, offers, statusChanges: await listStatusChanges(request.id, trx), policy: policy ?? null, policyDocuments,
      restrictedAt: request.restricted_at, keptUntil: request.retain_until,
    }
  })
}

const ReadRow = z.object({
  id: z.number(),
  request_number: z.string().nullable(),
  deleted_user_id: z.number().nullable(),
  reason: z.string(),
  created_at: z.date(),
  admin_id: z.number().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
})
export type KeptRecordRead = z.infer<typeof ReadRow>

/** The log of kept-record reads (requests and consents), newest first, with the admin who read (gone if their account is). */
export async function listKeptRecordReads(db: Knex, query: KeptRecordReadListQuery) {
  const rows: unknown[] = await onPage(db('restricted_record_reads as r').leftJoin('users as u', 'u.id', 'r.admin_user_id')
    .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .select('r.id', 'r.request_number', 'r.deleted_user_id', 'r.reason', 'r.created_at', 'u.id as admin_id', 'u.first_name', 'u.last_name', 'u.email'), query)
  const counted: { total?: number | string } | undefined = await db('restricted_record_reads').count({ total: '*' }).first()
  return { results: z.array(ReadRow).parse(rows), meta: listMeta(query, Number(counted?.total ?? 0)) }
}
