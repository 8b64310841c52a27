import { Model, type StaticHookArguments } from 'objection'
import { cachedRowsWritten } from '../db/notifiedCache.ts'
import { CACHED_TABLES } from '../db/cachedRows.ts'

/**
 * The keys of the rows a write touched, as far as the models know them: the instance it was made on
 * or the models it answered. Null when a row's key is not known (a write by a query, `where(...).patch()`).
 */
function writtenKeys(table: string, { items, result }: StaticHookArguments<BaseModel, unknown>): unknown[] | null {
  const keyColumn = CACHED_TABLES.find((entry) => entry.table === table)?.keyColumn
  if (!keyColumn) return null
  const models = [...items, ...(Array.isArray(result) ? result : [result])].filter((item) => item instanceof Model)
  const keys = models.map((model) => Reflect.get(model, keyColumn))
  return keys.length > 0 && keys.every((key) => key !== undefined && key !== null) ? keys : null
}

/**
 * Every model's base. Objection's `first()` takes the first of every matching row unless told to ask
 * for one: without this, a job claim (`forUpdate().skipLocked().first()`) read and locked every due
 * job at once. Writes through a model drop what this process caches of the rows written
 * (api/db/cachedRows.ts lists the tables).
 */
export class BaseModel extends Model {
  static override useLimitInFirst = true

  static override afterUpdate(args: StaticHookArguments<BaseModel, unknown>): void {
    cachedRowsWritten(this.tableName, writtenKeys(this.tableName, args), args.transaction)
  }

  static override afterDelete(args: StaticHookArguments<BaseModel, unknown>): void {
    cachedRowsWritten(this.tableName, writtenKeys(this.tableName, args), args.transaction)
  }
}
