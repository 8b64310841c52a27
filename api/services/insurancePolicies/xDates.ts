import type { Knex } from 'knex'
import { addDays, isoDay } from '../../../shared/dates.ts'
import type { XDateWeekJson } from '../../../shared/schemas/xDates.ts'
import { LIVE_POLICY_STATUSES } from '../../../shared/schemas/insurancePolicy.ts'

interface WeekRow {
  week_start: string
  policies: number
  renewal_pending: number
  premium: string
}

/**
 * The X-date view: this week and the next ones, Monday to Sunday, each with how many live policies
 * expire in it, how many already have a renewal pending, and their premium. One grouped read on the
 * (status, expiration_date) index; weeks without a policy are listed with zeros so the calendar has no gaps.
 */
export async function xDateWeeks(knex: Knex, today: Date, weeks: number): Promise<XDateWeekJson[]> {
  const monday = addDays(today, -((today.getDay() + 6) % 7))
  const rows: WeekRow[] = await knex('insurance_policies')
    // A deleted account's kept policy is read only through the kept-record read.
    .whereNull('restricted_at')
    .whereIn('status', LIVE_POLICY_STATUSES)
    .where('expiration_date', '>=', isoDay(monday))
    .where('expiration_date', '<', isoDay(addDays(monday, weeks * 7)))
    .select(
      knex.raw("to_char(date_trunc('week', expiration_date), 'YYYY-MM-DD') AS week_start"),
      knex.raw('count(*)::int AS policies'),
      knex.raw("(count(*) FILTER (WHERE status = 'renewal_pending'))::int AS renewal_pending"),
      knex.raw('sum(premium)::text AS premium'),
    )
    .groupByRaw('1')
  const byWeek = new Map(rows.map((row) => [row.week_start, row]))
  return Array.from({ length: weeks }, (_, index) => {
    const start = isoDay(addDays(monday, 7 * index))
    const row = byWeek.get(start)
    return {
      week_start: start,
      week_end: isoDay(addDays(monday, 7 * index + 6)),
      policies: row?.policies ?? 0,
      renewal_pending: row?.renewal_pending ?? 0,
      premium: row?.premium ?? '0.00',
    }
  })
}
