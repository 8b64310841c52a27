import { z } from 'zod'
import type { AppContext } from '../context.ts'
import { PROMISE_HOURS } from '../../shared/rules/promise.ts'
import type { PromiseStatsJson } from '../../shared/schemas/promiseStats.ts'

const WINDOW_DAYS = 30
const ON_TIME_MINUTES = PROMISE_HOURS * 60

const Bucket = z.object({ minutes: z.coerce.number(), answered: z.coerce.number() })
const Count = z.object({ n: z.coerce.number() })

/** The lower bound of the 5-minute bucket holding the middle answer (buckets ascending). */
function medianMinutes(buckets: z.infer<typeof Bucket>[], answered: number): number | null {
  if (answered === 0) return null
  let seen = 0
  for (const bucket of buckets) {
    seen += bucket.answered
    if (seen * 2 >= answered) return bucket.minutes
  }
  return null
}

/**
 * The on-time share of first offers and the median time to first offer, over requests submitted on
 * the last 30 days (UTC). Answered requests come from the first_offer_buckets histogram a trigger
 * keeps; requests past their due time without an offer from a partial index of unanswered ones.
 * "On time" is a first offer within 24 hours; the median is given to 5 minutes (rounded down).
 */
export async function loadPromiseStats(app: AppContext): Promise<PromiseStatsJson> {
  const now = app.now()
  const firstDay = new Date(now.getTime() - (WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10)
  const dueBefore = new Date(now.getTime() - PROMISE_HOURS * 3_600_000)
  const [bucketRows, late] = await Promise.all([
    app.knex('first_offer_buckets').where('day', '>=', firstDay).groupBy('minutes').orderBy('minutes').select('minutes').sum({ answered: 'answered' }),
    app.knex('insurance_requests').whereNull('first_offer_at').where('created_at', '>=', `${firstDay}T00:00:00Z`).where('created_at', '<', dueBefore).count({ n: '*' }).first(),
  ])
  const buckets = z.array(Bucket).parse(bucketRows)
  const answered = buckets.reduce((sum, bucket) => sum + bucket.answered, 0)
  const onTime = buckets.filter((bucket) => bucket.minutes < ON_TIME_MINUTES).reduce((sum, bucket) => sum + bucket.answered, 0)
  const due = answered + Count.parse(late ?? { n: 0 }).n
  return {
    window_days: WINDOW_DAYS,
    due,
    on_time: onTime,
    on_time_share: due === 0 ? null : onTime / due,
    median_minutes_to_first_offer: medianMinutes(buckets, answered),
  }
}
