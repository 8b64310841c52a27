import { z } from 'zod'
import type { Knex } from 'knex'
import { InsuranceRequest } from '../models/InsuranceRequest.ts'
import type { User } from '../models/User.ts'
import { DUE_SOON_HOURS, PROMISE_HOURS } from '../../shared/rules/promise.ts'
import type { InsuranceRequestListQuery } from '../../shared/schemas/insuranceRequestJson.ts'
import { likePattern } from '../db/likePattern.ts'
import { countUpTo, LIST_COUNT_CAP, onPage, pageOffset } from '../db/pagination.ts'
import { onlyViewableRequests } from '../policies/insuranceRequest.ts'
import { pageStatement, pageWithTotal, requestsByIds, type ListOrder, type ListPage, type PageStatement } from './requestListRows.ts'
import { OPEN_STATUSES } from '../../shared/constants/requests.ts'

/*
 * The request list and its search: which rows a page holds, in which order, and how many there are,
 * planned to stay fast on a large table (README, Performance). The rows themselves are read in
 * requestListRows.ts; the writes to requests are in insuranceRequests.ts.
 */

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

/*
 * Stand-ins for what differs between two calls of one list shape: the owner and the page. An
 * unsearched page's statement is built through knex once per shape with them, and each call puts its
 * own values in their places: building it took more of a customer's list call than running it (README,
 * Performance). No real owner, offset or count reaches these values.
 */
const STAND_IN = { owner: 987_654_321_001, offset: 987_654_321_002, countLimit: 987_654_321_003 }
const unsearchedStatements = new Map<string, PageStatement>()

function unsearchedStatement(knex: Knex, user: User, query: InsuranceRequestListQuery): PageStatement {
  const key = JSON.stringify([user.admin, query.type, query.status, query.due, query.sort, query.per_page])
  let statement = unsearchedStatements.get(key)
  if (!statement) {
    const standIn = user.$clone()
    standIn.id = STAND_IN.owner
    statement = pageStatement(knex, scoped(knex, standIn, query), orderOf(query), { limit: query.per_page, offset: STAND_IN.offset, countLimit: STAND_IN.countLimit })
    unsearchedStatements.set(key, statement)
  }
  return statement
}

/**
 * An unsearched page in one statement (api/services/requestListRows.ts). A customer's own requests
 * sit under one index entry prefix and are read bare; everyone's (an admin's list) are read with
 * parallel workers off, which only add start-up latency to these index-bound reads (and starve a small host).
 */
async function unsearchedPage(user: User, query: InsuranceRequestListQuery): Promise<ListPage> {
  const offset = pageOffset(query)
  const countLimit = Math.max(LIST_COUNT_CAP, (query.page + 1) * query.per_page)
  const knex = InsuranceRequest.knex()
  const { sql, bindings } = unsearchedStatement(knex, user, query)
  const values = bindings.map((value) => {
    if (value === STAND_IN.owner) return user.id
    if (value === STAND_IN.offset) return offset
    if (value === STAND_IN.countLimit + 1) return countLimit + 1
    return value
  })
  const statement = { sql, bindings: values }
  if (!user.admin) return pageWithTotal(knex, statement, countLimit)
  return knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL max_parallel_workers_per_gather = 0')
    return pageWithTotal(trx, statement, countLimit)
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
