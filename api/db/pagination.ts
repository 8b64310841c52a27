import type { Knex } from 'knex'
import type { Model, QueryBuilder } from 'objection'
import type { z } from 'zod'
import type { ListMetaJson } from '../../shared/schemas/envelope.ts'
import type { PageQuery } from '../../shared/schemas/pagination.ts'

type ListMeta = z.output<typeof ListMetaJson>

/** A knex or objection query: both narrow to a window of rows the same way. */
interface Windowed {
  limit(limit: number): this
  offset(offset: number): this
}

/** How many rows the pages before this one hold. */
export const pageOffset = (page: PageQuery) => (page.page - 1) * page.per_page

/** Narrows an ordered query to the rows of one page. */
export const onPage = <Q extends Windowed>(query: Q, page: PageQuery): Q => query.limit(page.per_page).offset(pageOffset(page))

/** A list answer's `meta`; `totalCapped` says counting stopped at a cap and the real total is larger. */
export const listMeta = (page: PageQuery, total: number, totalCapped = false): ListMeta => ({
  total,
  page: page.page,
  per_page: page.per_page,
  ...(totalCapped ? { total_capped: true } : {}),
})

/**
 * Counting stops after this many matches (or one page past the one asked for, whichever is more):
 * exact counts over broad matches cost tens to hundreds of milliseconds on the bench data.
 */
export const LIST_COUNT_CAP = 10_000

/** How many rows `builder` matches, counting no further than `limit` + 1. */
export async function countUpTo(db: Knex, builder: Knex.QueryBuilder, limit: number): Promise<number> {
  const row = await db.count({ n: '*' }).from(builder.clone().clearOrder().clearSelect().select(db.raw('1')).limit(limit + 1).as('matches')).first()
  return Number(row?.n ?? 0)
}

/**
 * One page of an ordered model query for a list that can grow past any count worth waiting for: its
 * total counted up to the cap, with `total_capped` when there are more.
 */
export async function fetchCappedPage<M extends Model>(query: QueryBuilder<M, M[]>, page: PageQuery): Promise<{ results: M[]; meta: ListMeta }> {
  const countLimit = Math.max(LIST_COUNT_CAP, (page.page + 1) * page.per_page)
  const [results, counted] = await Promise.all([onPage(query.clone(), page), countUpTo(query.modelClass().knex(), query.clone().toKnexQuery(), countLimit)])
  return { results, meta: listMeta(page, Math.min(counted, countLimit), counted > countLimit) }
}

/** One page of an ordered model query, with the `meta` that counts every row the query matches. */
export async function fetchPage<M extends Model>(query: QueryBuilder<M, M[]>, page: PageQuery): Promise<{ results: M[]; meta: ListMeta }> {
  const [results, total] = await Promise.all([onPage(query.clone(), page), query.clone().resultSize()])
  return { results, meta: listMeta(page, total) }
}
