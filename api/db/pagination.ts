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

/** One page of an ordered model query, with the `meta` that counts every row the query matches. */
export async function fetchPage<M extends Model>(query: QueryBuilder<M, M[]>, page: PageQuery): Promise<{ results: M[]; meta: ListMeta }> {
  const [results, total] = await Promise.all([onPage(query.clone(), page), query.clone().resultSize()])
  return { results, meta: listMeta(page, total) }
}
