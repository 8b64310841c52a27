import { monthsAfterDay } from '../dates.ts'

/** A policy's days: its expiration from its term, and how far away that is. Days are 'YYYY-MM-DD'. */

const DAY_MS = 86_400_000

/** The last day of cover: effective date plus the term. */
export const expirationDate = (effectiveDate: string, termMonths: number) => monthsAfterDay(effectiveDate, termMonths)

/** Whole days from `today` to `day` (negative once past). */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}
