import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { ClaimStatsJson } from '../../../shared/schemas/accidentClaims.ts'

const WINDOW_DAYS = 30

const Row = z.object({
  due: z.coerce.number(),
  filed_on_time: z.coerce.number(),
  median_minutes: z.coerce.number().nullable(),
})

/**
 * The filing promise over claims sent in the last 30 days (UTC): of those filed or past their 24-hour
 * deadline, the share filed in time, and the median time from sending to filing in whole minutes
 * (rounded down). Claims are few beside requests, so this is read straight from their rows.
 */
export async function loadClaimStats(app: AppContext): Promise<ClaimStatsJson> {
  const now = app.now()
  const firstDay = new Date(now.getTime() - (WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10)
  const result = await app.knex.raw<{ rows: unknown[] }>(`
    SELECT count(*) FILTER (WHERE filed_at IS NOT NULL OR due_at < ?) AS due,
           count(*) FILTER (WHERE filed_at <= due_at) AS filed_on_time,
           floor(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM filed_at - submitted_at) / 60) FILTER (WHERE filed_at IS NOT NULL)) AS median_minutes
      FROM accident_claims
     WHERE submitted_at >= ?`, [now, `${firstDay}T00:00:00Z`])
  const row = Row.parse(result.rows[0])
  return {
    window_days: WINDOW_DAYS,
    due: row.due,
    filed_on_time: row.filed_on_time,
    on_time_share: row.due === 0 ? null : row.filed_on_time / row.due,
    median_minutes_to_filing: row.median_minutes,
  }
}
