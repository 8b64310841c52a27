import type { KeptRecordRead, RetentionPlan } from '../services/retention.ts'
import type { readRestrictedRecord } from '../services/retention.ts'
import type { KeptRecordReadJson, RestrictedRecordJson, RetentionPlanJson } from '../../shared/schemas/retention.ts'
import { RETENTION } from '../../shared/constants/retention.ts'
import { describeRequestRetention } from '../../shared/rules/retention.ts'
import { describeClaimRetention } from '../../shared/rules/claimRetention.ts'
import { CONSENT_RETENTION } from '../../shared/constants/consentRetention.ts'
import { describeConsentRetention } from '../../shared/rules/consentRetention.ts'
import { longCalendarDay } from '../../shared/dates.ts'
import { presentInsuranceRequest, presentStatusChange } from './insuranceRequest.ts'
import { presentOffer } from './offer.ts'
import { presentInsurancePolicy } from './insurancePolicy.ts'
import { presentPolicyDocument } from './policyDocument.ts'

/** What deleting the account keeps, why and until when, and what it erases: the dialog's and the export's words. */
export function presentRetentionPlan(plan: RetentionPlan): RetentionPlanJson {
  const requests = plan.requests.map((request) => ({
    record: `Quote request ${request.request_number}: your answers, its offers${request.bound ? ', the policy binding' : ''} and its audit trail`,
    request_number: request.request_number,
    why: `${RETENTION.agencyRecords.why} ${describeRequestRetention(request)}`,
    kept_until: request.kept_until,
  }))
  const own = plan.accountKeptUntil === null ? [] : [{
    record: plan.hasPayments ? 'Your payments (without card details) and your e-mail consent history' : 'Your e-mail consent history',
    request_number: null,
    why: `${RETENTION.agencyRecords.why} Kept as long as your longest-kept record${plan.hasPayments ? `, and ${RETENTION.agencyRecords.default.years} years after your last payment at least` : ''}, until ${longCalendarDay(plan.accountKeptUntil)}.`,
    kept_until: plan.accountKeptUntil,
  }]
  const claims = plan.claims.map((claim) => ({
    record: `Accident claim ${claim.claim_number}: your report, its photos, the agents' notes and its audit trail`,
    request_number: null,
    why: `${RETENTION.claims.why} ${describeClaimRetention(claim)}`,
    kept_until: claim.kept_until,
  }))
  const proofs = plan.consents.map((proof) => ({
    record: CONSENT_RETENTION[proof.kind].records,
    request_number: null,
    why: describeConsentRetention(proof.kind, proof.kept_until),
    kept_until: proof.kept_until,
  }))
  return { kept: [...requests, ...claims, ...own, ...proofs], erased: [...RETENTION.accountData.records] }
}

type RestrictedRead = Awaited<ReturnType<typeof readRestrictedRecord>>

export function presentRestrictedRecord(read: RestrictedRead, today: Date): RestrictedRecordJson {
  return {
    insurance_request: presentInsuranceRequest(read.request),
    offers: read.offers.map((offer) => presentOffer(offer, read.request.request_number, today)),
    status_changes: read.statusChanges.map(presentStatusChange),
    policy: read.policy && presentInsurancePolicy(read.policy),
    policy_documents: read.policyDocuments.map(presentPolicyDocument),
    restricted_at: read.restrictedAt.toISOString(),
    kept_until: read.keptUntil,
  }
}

export function presentKeptRecordRead(read: KeptRecordRead): KeptRecordReadJson {
  return {
    id: read.id,
    request_number: read.request_number,
    account_id: read.deleted_user_id,
    reason: read.reason,
    admin: read.admin_id === null ? null : { id: read.admin_id, name: `${read.first_name ?? ''} ${read.last_name ?? ''}`.trim(), email: read.email ?? '' },
    created_at: read.created_at.toISOString(),
  }
}
