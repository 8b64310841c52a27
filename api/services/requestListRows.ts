import type { Knex } from 'knex'
import { InsuranceRequest, REQUEST_ROW_COLUMNS } from '../models/InsuranceRequest.ts'
import { isPlainObject } from '../../shared/rules/isPlainObject.ts'
import { preparedRows } from '../db/prepared.ts'

/** A list's order, spelled on a relation: `insurance_requests` where the page is chosen, `page` where its rows are joined. */
export type ListOrder = (relation: string) => string

export interface ListPage {
  requests: InsuranceRequest[]
  total: number
  totalCapped: boolean
}

interface PageWindow {
  limit: number
  offset: number
  /** Counting stops past this many matches. */
  countLimit: number
}

/** The rows of a list query, as models, in the order the query answered them. */
function requestsOf(rows: unknown): { requests: InsuranceRequest[]; total: number } {
  const requests: InsuranceRequest[] = []
  let total = 0
  for (const row of Array.isArray(rows) ? rows : []) {
    if (!isPlainObject(row)) continue
    const { total: counted, ...columns } = row
    total = Number(counted)
    if (columns.id !== null && columns.id !== undefined) requests.push(InsuranceRequest.fromDetailRow(columns))
  }
  return { requests, total }
}

/** Statement names by text: each list's shape (its filters and order) is planned once per connection, not per call. */
const statementNames = new Map<string, string>()

function statementName(sql: string): string {
  let name = statementNames.get(sql)
  if (!name) {
    name = `request_list_${statementNames.size + 1}`
    statementNames.set(sql, name)
  }
  return name
}

/** A page's statement: its text (with `?` placeholders) and values. */
export interface PageStatement {
  sql: string
  bindings: readonly Knex.RawBinding[]
}

/**
 * One page of `matches` in `order` and their total, in one statement: the page's ids first (deep pages
 * skip index entries, not whole rows), then their rows with the applicant and auto details as JSON, so
 * no graph fetch and no second round trip. The matches are counted (up to the window's count limit)
 * only when the page cannot tell: a page that is not full, after full ones or first, ends the list.
 */
export function pageStatement(db: Knex, matches: Knex.QueryBuilder, order: ListOrder, window: PageWindow): PageStatement {
  const page = matches.clone()
    .select('insurance_requests.id', 'insurance_requests.created_at', 'insurance_requests.status')
    .orderByRaw(order('insurance_requests'))
    .limit(window.limit)
    .offset(window.offset)
    .toSQL()
  const counted = db.count({ n: '*' }).from(matches.clone().select(db.raw('1')).limit(window.countLimit + 1).as('matches')).toSQL()
  // A subquery in a CASE branch is run only when that branch is taken.
  const sql = `WITH page AS MATERIALIZED (${page.sql}),
    total AS (SELECT CASE WHEN (n > 0 OR ? = 0) AND n < ? THEN ? + n ELSE (${counted.sql}) END AS total FROM (SELECT count(*) AS n FROM page) c)
    SELECT total.total, ${REQUEST_ROW_COLUMNS}
    FROM total
    LEFT JOIN page ON true
    LEFT JOIN insurance_requests r ON r.id = page.id
    LEFT JOIN applicants a ON a.insurance_request_id = r.id
    LEFT JOIN auto_insurances ai ON ai.insurance_request_id = r.id
    ORDER BY ${order('page')}`
  return { sql, bindings: [...page.bindings, window.offset, window.limit, window.offset, ...counted.bindings] }
}

/** Runs a page's statement (named, so each shape is planned once per connection). */
export async function pageWithTotal(db: Knex, statement: PageStatement, countLimit: number): Promise<ListPage> {
  const { requests, total } = requestsOf(await preparedRows(db, statementName(statement.sql), statement.sql, statement.bindings))
  return { requests, total: Math.min(total, countLimit), totalCapped: total > countLimit }
}

/** The requests with these ids, with their applicant and auto details, in the ids' order: one query. */
export async function requestsByIds(db: Knex, ids: number[]): Promise<InsuranceRequest[]> {
  if (ids.length === 0) return []
  const result: { rows: unknown } = await db.raw(
    `SELECT ${REQUEST_ROW_COLUMNS}
     FROM insurance_requests r
     LEFT JOIN applicants a ON a.insurance_request_id = r.id
     LEFT JOIN auto_insurances ai ON ai.insurance_request_id = r.id
     WHERE r.id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  )
  const byId = new Map(requestsOf(result.rows).requests.map((request) => [request.id, request]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
