import { Model, type StaticHookArguments } from 'objection'
import { cachedRowsWritten } from '../db/notifiedCache.ts'
import { CACHED_TABLES } from '../db/cachedRows.ts'

/**
 * What this process caches of the rows a write touched is dropped, by their keys as far as the models
 * know them (the instance written, or the models answered); all of that cache when a key is not known
 * (a write by a query, `where(...).patch()`). Objection names the instance of `$query().patch()` among
 * the input items, not the items: missed, every such write cleared the whole cache (under the bench's
 * 50 writes a second, 0.95 statements were run per `GET /me`; 0.09 since).
 */
function dropCachedRows(table: string, { items, inputItems, result, transaction }: StaticHookArguments<BaseModel, unknown>): void {
  const cached = CACHED_TABLES.find((entry) => entry.table === table)
  if (!cached) return
  const models = [...items, ...inputItems, ...(Array.isArray(result) ? result : [result])].filter((item) => item instanceof Model)
  const keys = models.map((model) => Reflect.get(model, cached.keyColumn))
  const known = keys.length > 0 && keys.every((key) => key !== undefined && key !== null)
  cachedRowsWritten(cached.holds, known ? keys : null, transaction)
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
    dropCachedRows(this.tableName, args)
  }

  static override afterDelete(args: StaticHookArguments<BaseModel, unknown>): void {
    dropCachedRows(this.tableName, args)
  }
}
