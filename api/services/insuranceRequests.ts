import { z } from 'zod'
import type { Knex } from 'knex'
import type { AppContext } from '../context.ts'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import { Applicant } from '../models/Applicant.ts'
import { AutoInsurance } from '../models/AutoInsurance.ts'
import { RequestStatusChange } from '../models/RequestStatusChange.ts'
import { User } from '../models/User.ts'
import { conflict, notFound } from '../errors.ts'
import { requestConfirmationMessage } from '../mail/templates/insuranceRequests.ts'
import { newRequestNumber } from './requestNumbers.ts'
import { enqueueMail } from './mailing.ts'
import { noteForAgents } from './agentNotifications.ts'
import { DUE_SOON_HOURS, PROMISE_HOURS } from '../../shared/rules/promise.ts'
import { hasOpenOffer } from './offerRules.ts'
import { detailsUrl, notifyOwner } from './statusMail.ts'
import type { RequestStatus } from '../../shared/constants/requests.ts'
import type { CreateInsuranceRequestBody, InsuranceRequestListQuery } from '../../shared/schemas/insuranceRequest.ts'
import { storedHousehold } from '../../shared/schemas/household.ts'
import { likePattern } from '../db/likePattern.ts'
import { countUpTo, LIST_COUNT_CAP, onPage, pageOffset } from '../db/pagination.ts'
import { onlyViewableRequests } from '../policies/insuranceRequest.ts'
import { pageWithTotal, requestsByIds, type ListOrder, type ListPage } from './requestListRows.ts'
import { statusChangeRefusal } from '../../shared/rules/requestStatus.ts'
import { OPEN_STATUSES } from '../../shared/constants/requests.ts'

type NewRequest = CreateInsuranceRequestBody['insurance_request']

const NUMBER_ATTEMPTS = 5

/** Inserts the request row under a fresh random number; a (rare) taken number is simply drawn again. */
async function insertRequestRow(trx: Knex.Transaction, userId: number, type: string): Promise<InsuranceRequest> {
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const rows: Record<string, unknown>[] = await trx('insurance_requests')
      .insert({ request_number: newRequestNumber(), user_id: userId, insurance_type: type })
      .onConflict('request_number')
      .ignore()
      .returning('*')
    const inserted = rows[0]
    if (inserted) return InsuranceRequest.fromDatabaseJson(inserted)
  }
  throw new Error('Could not draw an unused request number')
}

/**
 * Writes the request, its applicant (with address), auto details, the confirmation e-mail and the
 * agents' notification in one transaction (inside the caller's, when given), and answers the request from the rows the inserts returned (no second read).
 */
export async function createInsuranceRequest(app: AppContext, user: User, input: NewRequest, outer?: Knex.Transaction): Promise<InsuranceRequest> {
  const { address_attributes: address, ...applicant } = input.applicant_attributes
  return (outer ?? app.knex).transaction(async (trx) => {
    const request = await insertRequestRow(trx, user.id, input.insurance_type)
    request.applicant = await Applicant.query(trx).insert({ insurance_request_id: request.id, ...applicant, ...address }).returning('*')
    const household = storedHousehold(input, app.now())
    request.auto_insurance = await AutoInsurance.query(trx)
      .insert({ insurance_request_id: request.id, ...input.auto_insurance_attributes, ...household })
      .returning('*')
    const message = requestConfirmationMessage({
      to: user.email,
      firstName: user.first_name || applicant.first_name,
      requestNumber: request.request_number,
      detailsUrl: detailsUrl(app, request.request_number),
    })
    await enqueueMail(trx, message, `request_confirmation:request_${request.id}`, app.now())
    await noteForAgents(app, trx, { kind: 'new_request', insurance_request_id: request.id })
    return request
  })
}

/** Searches page through their first 10,000 matches at most; narrower terms reach everything. */
const SEARCH_WINDOW = 10_000

/** Newest first; or least time left first: open requests by age (the oldest is the most overdue), then the closed ones. */
const NEWEST_FIRST: ListOrder = (relation) => `${relation}.created_at DESC, ${relation}.id DESC`
// Spelled as migration 20261127100000_index_admin_due_order's index is.
const DUE_FIRST: ListOrder = (relation) =>
  `(${relation}.status NOT IN (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})), ${relation}.created_at, ${relation}.id`
const orderOf = (query: InsuranceRequestListQuery) => (query.sort === 'due' ? DUE_FIRST : NEWEST_FIRST)

/**
 * Open requests (pending or processing) by the 24-hour promise, on the database's clock: due in
 * under 4 hours, or overdue. Both are created_at ranges, so the (status, created_at) index serves them.
 */
function dueFilter(builder: Knex.QueryBuilder, due: NonNullable<InsuranceRequestListQuery['due']>): void {
  builder.whereIn('insurance_requests.status', [...OPEN_STATUSES])
  const promise = `interval '${PROMISE_HOURS} hours'`
  if (due === 'overdue') builder.whereRaw(`insurance_requests.created_at < now() - ${promise}`)
  else builder.whereRaw(`insurance_requests.created_at >= now() - ${promise} AND insurance_requests.created_at < now() - ${promise} + interval '${DUE_SOON_HOURS} hours'`)
}

function scoped(db: Knex, user: User, query: InsuranceRequestListQuery): Knex.QueryBuilder {
  return db('insurance_requests').modify((builder: Knex.QueryBuilder) => {
    // A deleted account's kept request is in no list or search, an admin's included (issue #34).
    builder.whereNull('insurance_requests.restricted_at')
    onlyViewableRequests(user, builder)
    if (query.type) builder.where('insurance_requests.insurance_type', query.type)
    if (query.status) builder.where('insurance_requests.status', query.status)
    if (query.due) dueFilter(builder, query.due)
  })
}

/**
 * What the trigram index is asked for. An address's domain adds almost no selectivity (most share a
 * few domains) while its trigrams have the longest posting lists, so a term with '@' sends only the
 * part before it to the index, and the whole term is checked on the rows found.
 */
function indexPattern(search: string): string {
  const local = search.split('@')[0] ?? ''
  return search.includes('@') && local.length >= 3 ? likePattern(local) : likePattern(search)
}

/**
 * The search on each request's own text (its number, applicant name and e-mail; see migration
 * 20261125120000_request_search_text). One GIN index holds status, type and that text, so a search
 * and its filters narrow each other there; the planner walks the list order instead when matches are dense.
 */
function searched(db: Knex, user: User, query: InsuranceRequestListQuery, search: string): Knex.QueryBuilder {
  const pattern = likePattern(search)
  const narrowed = indexPattern(search)
  return scoped(db, user, query)
    .whereILike('insurance_requests.search_text', narrowed)
    .modify((builder: Knex.QueryBuilder) => {
      if (narrowed !== pattern) builder.whereRaw('lower(insurance_requests.search_text) LIKE lower(?)', [pattern])
    })
}

const PlanEstimate = z.array(z.object({ 'QUERY PLAN': z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })) }))

/** The planner's row estimate for a query: a few milliseconds, whatever the table size. */
async function estimateRows(db: Knex, builder: Knex.QueryBuilder): Promise<number> {
  const { sql, bindings } = builder.clone().select(db.raw('1')).toSQL()
  const result: { rows: unknown } = await db.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings)
  return PlanEstimate.parse(result.rows)[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0
}

async function pageIds(builder: Knex.QueryBuilder, query: InsuranceRequestListQuery): Promise<number[]> {
  const rows: { id: number }[] = await onPage(builder.clone().select('insurance_requests.id').orderByRaw(orderOf(query)('insurance_requests')), query)
  return rows.map((row) => row.id)
}

/** A searched page. Broad terms (the planner expects many matches) report their total as capped without counting. */
async function searchPage(db: Knex, user: User, query: InsuranceRequestListQuery, search: string): Promise<ListPage> {
  const matches = searched(db, user, query, search)
  const broad = (await estimateRows(db, matches)) > LIST_COUNT_CAP
  const ids = pageOffset(query) >= SEARCH_WINDOW ? [] : await pageIds(matches, query)
  const counted = broad ? LIST_COUNT_CAP + 1 : await countUpTo(db, matches, LIST_COUNT_CAP)
  return { requests: await requestsByIds(db, ids), total: Math.min(counted, LIST_COUNT_CAP), totalCapped: counted > LIST_COUNT_CAP }
}

/**
 * An unsearched page in one statement (api/services/requestListRows.ts). A customer's own requests
 * sit under one index entry prefix and are read bare; everyone's (an admin's list) are read with
 * parallel workers off, which only add start-up latency to these index-bound reads (and starve a small host).
 */
async function unsearchedPage(user: User, query: InsuranceRequestListQuery): Promise<ListPage> {
  const window = { limit: query.per_page, offset: pageOffset(query), countLimit: Math.max(LIST_COUNT_CAP, (query.page + 1) * query.per_page) }
  const knex = InsuranceRequest.knex()
  if (!user.admin) return pageWithTotal(knex, scoped(knex, user, query), orderOf(query), window)
  return knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL max_parallel_workers_per_gather = 0')
    return pageWithTotal(trx, scoped(trx, user, query), orderOf(query), window)
  })
}

/**
 * A page of requests, newest first: a customer's own, or everyone's for an admin, each with its
 * applicant and auto details. `totalCapped` says counting stopped at its cap and the real total is larger.
 */
export async function listInsuranceRequests(user: User, query: InsuranceRequestListQuery): Promise<ListPage> {
  const { search } = query
  if (!search) return unsearchedPage(user, query)
  return InsuranceRequest.knex().transaction(async (trx) => {
    await trx.raw('SET LOCAL max_parallel_workers_per_gather = 0')
    return searchPage(trx, user, query, search)
  })
}

/**
 * Sets a locked request's status and records who changed it, from what, to what, inside the caller's
 * transaction, with the owner's status e-mail queued there too. Setting the current status is a
 * no-op; the answer says whether anything changed.
 */
export async function recordStatusChange(
  app: AppContext,
  trx: Knex.Transaction,
  actor: User,
  current: InsuranceRequest,
  status: RequestStatus,
): Promise<boolean> {
  if (current.status === status) return false
  const now = app.now()
  await InsuranceRequest.query(trx).findById(current.id).patch({ status, updated_at: now })
  const change = await RequestStatusChange.query(trx).insertAndFetch({
    insurance_request_id: current.id,
    actor_user_id: actor.id,
    from_status: current.status,
    to_status: status,
    created_at: now,
  })
  await notifyOwner(app, trx, current, status, change.id)
  return true
}

/**
 * An admin's status change, recorded in one transaction with the owner's e-mail (statusMail.ts
 * decides which). Purchased comes from binding the chosen offer (bindOffer), not from here;
 * a bound policy keeps the request purchased, and Quoted needs an open offer (statusChangeRefusal).
 */
export async function changeRequestStatus(
  app: AppContext,
  actor: User,
  requestId: number,
  status: RequestStatus,
): Promise<InsuranceRequest> {
  await app.knex.transaction(async (trx) => {
    const current = await InsuranceRequest.query(trx).findById(requestId).whereNull('restricted_at').forUpdate()
    if (!current) throw notFound('Request not found')
    const refusal = statusChangeRefusal(current, status, status === 'quoted' && (await hasOpenOffer(trx, current.id, app.now())))
    if (refusal) throw conflict(refusal)
    await recordStatusChange(app, trx, actor, current, status)
  })
  const request = await InsuranceRequest.query().findById(requestId).withGraphFetched('[applicant, auto_insurance]')
  if (!request) throw notFound('Request not found')
  return request
}

/** The audit trail of a request, newest first, with who made each change. */
export async function listStatusChanges(requestId: number, trx?: Knex.Transaction): Promise<RequestStatusChange[]> {
  return await RequestStatusChange.query(trx)
    .where({ insurance_request_id: requestId })
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .withGraphFetched('actor')
}
