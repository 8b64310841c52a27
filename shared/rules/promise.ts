/** The product's promise: options within 24 hours of submitting. */
export const PROMISE_HOURS = 24
/** An open request is "due soon" with less than this left. */
export const DUE_SOON_HOURS = 4
const HOUR_MS = 3_600_000

export const dueAt = (createdAt: Date) => new Date(createdAt.getTime() + PROMISE_HOURS * HOUR_MS)

/** "3 h 20 min", "45 min", "2 d 4 h": a duration for people, rounded down. */
export function describeDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000)
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (minutes === 0) return 'under a minute'
  if (hours === 0) return `${rest} min`
  if (hours >= 48) return hours % 24 === 0 ? `${Math.floor(hours / 24)} d` : `${Math.floor(hours / 24)} d ${hours % 24} h`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** What an open request's time left reads: "5 h 10 min left", or "overdue by 2 h". */
export function timeLeft(dueIso: string, now: Date): { label: string; overdue: boolean; soon: boolean } {
  const left = new Date(dueIso).getTime() - now.getTime()
  if (left < 0) return { label: `Overdue by ${describeDuration(left)}`, overdue: true, soon: false }
  return { label: `${describeDuration(left)} left`, overdue: false, soon: left < DUE_SOON_HOURS * HOUR_MS }
}
