import { InsurancePolicy } from '../../models/InsurancePolicy.ts'
import type { Actor } from '../../actor.ts'
import { fetchCappedPage, fetchPage } from '../../db/pagination.ts'
import { onlyOwnPolicies } from '../../policies/insurancePolicy.ts'
import { addDays, isoDay } from '../../../shared/dates.ts'
import { LIVE_POLICY_STATUSES, type AdminPolicyListQuery, type PolicyListQuery } from '../../../shared/schemas/insurancePolicy.ts'
import { POLICY_GRAPH } from './manage.ts'
import { OPEN_STATUSES } from '../../../shared/constants/requests.ts'

// Soonest to expire first: the order both a customer and an agent work in.
const bySoonestExpiry = [{ column: 'insurance_policies.expiration_date' }, { column: 'insurance_policies.id' }]

/** The actor's own policies, a page at a time. */
export async function listOwnPolicies(actor: Actor, page: PolicyListQuery) {
  const query = InsurancePolicy.query().whereNull('insurance_policies.restricted_at').modify((builder) => onlyOwnPolicies(actor, builder))
    .orderBy(bySoonestExpiry).withGraphFetched(POLICY_GRAPH)
  return await fetchPage(query, page)
}

/**
 * Every customer's policies for the agents: filtered by status, by where they came from, by an open
 * re-shop request, and by "expiring within N days" (live, ending from today to today + N) or in a span
 * of days (a week of the X-date view), the lists agents re-shop from.
 */
export async function listAdminPolicies(query: AdminPolicyListQuery, today: Date) {
  const builder = InsurancePolicy.query()
    // A deleted account's kept policy is read only through the kept-record read.
    .whereNull('insurance_policies.restricted_at')
    .modify((q) => {
      if (query.status) q.where('insurance_policies.status', query.status)
      if (query.origin) q.where('insurance_policies.origin', query.origin)
      if (query.reshop === 'open') {
        // Said outright, so the few re-shopped policies are found by their index rather than by
        // walking every policy in list order and asking each (bench/policies.ts: 200 → 20 ms).
        q.whereNotNull('insurance_policies.reshop_request_id').whereExists((open) => open.select(1).from('insurance_requests')
          .whereRaw('insurance_requests.id = insurance_policies.reshop_request_id').whereIn('insurance_requests.status', OPEN_STATUSES))
      }
      if (query.expiring !== undefined) {
        q.whereIn('insurance_policies.status', LIVE_POLICY_STATUSES)
          .where('insurance_policies.expiration_date', '>=', isoDay(today))
          .where('insurance_policies.expiration_date', '<=', isoDay(addDays(today, query.expiring)))
      }
      if (query.expires_from || query.expires_to) q.whereIn('insurance_policies.status', LIVE_POLICY_STATUSES)
      if (query.expires_from) q.where('insurance_policies.expiration_date', '>=', query.expires_from)
      if (query.expires_to) q.where('insurance_policies.expiration_date', '<=', query.expires_to)
    })
    .orderBy(bySoonestExpiry)
    .withGraphFetched(POLICY_GRAPH)
  return await fetchCappedPage(builder, query)
}
