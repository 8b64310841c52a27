// Issue #32: "least time left first" lists open requests (pending, processing) by age and the closed
// ones, which have no time left, after them. The list orders by whether a request is closed, then by
// created_at and id; this index holds that order, so a page of a million requests is read from the
// index instead of sorting every row. The expression is spelled as the list query spells it.
import type { Knex } from 'knex'
import { ADMIN_LIST_INDEXES as EARLIER_INDEXES, ADMIN_LIST_INDEX_NAMES as EARLIER_INDEX_NAMES } from './20261125120000_request_search_text.ts'

const DUE_ORDER_INDEX_NAME = 'insurance_requests_due_order_idx'
const DUE_ORDER_INDEX = `CREATE INDEX IF NOT EXISTS ${DUE_ORDER_INDEX_NAME} ON insurance_requests ((status NOT IN ('pending', 'processing')), created_at, id)`

/** The admin list's indexes from here on (the bench seed drops them during its bulk load and rebuilds them). */
export const ADMIN_LIST_INDEXES = [...EARLIER_INDEXES, DUE_ORDER_INDEX]
export const ADMIN_LIST_INDEX_NAMES = [...EARLIER_INDEX_NAMES, DUE_ORDER_INDEX_NAME]

export async function up(knex: Knex): Promise<void> {
  await knex.raw(DUE_ORDER_INDEX)
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX IF EXISTS ${DUE_ORDER_INDEX_NAME}`)
}
