import { Model } from 'objection'

/**
 * Every model's base. Objection's `first()` takes the first of every matching row unless told to ask
 * for one: without this, a job claim (`forUpdate().skipLocked().first()`) read and locked every due
 * job at once.
 */
export class BaseModel extends Model {
  static override useLimitInFirst = true
}
