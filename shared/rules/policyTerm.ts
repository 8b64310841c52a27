/** A policy's days: its expiration from its term, and how far away that is. Days are 'YYYY-MM-DD'. */

const DAY_MS = 86_400_000

const parts = (day: string) => day.split('-').map(Number)

/**
 * `months` calendar months after `day`, held to the month's last day as PostgreSQL's `date + interval`
 * does (Aug 31 + 6 months = Feb 28), so the database's check and this agree on every date.
 */
function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = parts(day)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date, lastDay))
  return target.toISOString().slice(0, 10)
}

/** The last day of cover: effective date plus the term. */
export const expirationDate = (effectiveDate: string, termMonths: number) => addMonths(effectiveDate, termMonths)

/** Whole days from `today` to `day` (negative once past). */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}
