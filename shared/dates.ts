/**
 * Dates as the product writes them (spec §9), in US English, formatted by the platform's Intl: no
 * date library in any bundle. A moment is written in the zone it is given (an IANA name: a request's
 * times in its applicant's state's zone), else in the reader's (the server's, in e-mails); a time of
 * day always names its zone, as a reader cannot tell whose it is otherwise. Arithmetic moves along the
 * calendar of the reader's zone, as a reader counts days and months.
 */
type Moment = Date | string

const asDate = (value: Moment) => (typeof value === 'string' ? new Date(value) : value)

const LONG_DAY: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' }
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }

// Making a formatter costs far more than using one: one per style and zone, made when first asked.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)} ${timeZone ?? ''}`
  const known = formatters.get(key)
  if (known) return known
  const made = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
  formatters.set(key, made)
  return made
}

/** 'November 26, 2026' */
export const longDate = (value: Moment, timeZone?: string) => formatter(LONG_DAY, timeZone).format(asDate(value))

/** 'Nov 26, 2026' */
export const shortDate = (value: Moment, timeZone?: string) => formatter(SHORT_DAY, timeZone).format(asDate(value))

/** '3:05 PM EST', with ordinary spaces (Intl puts a narrow no-break one before the day period). */
export function clockTime(value: Moment, timeZone?: string): string {
  const parts = formatter(CLOCK, timeZone).formatToParts(asDate(value))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`
}

/** 'Nov 26, 2026 at 3:05 PM EST': a message's or an event's moment. */
export const shortDateTime = (value: Moment, timeZone?: string) => `${shortDate(value, timeZone)} at ${clockTime(value, timeZone)}`

/** 'November 26, 2026 at 3:05 PM EST' */
export const longDateTime = (value: Moment, timeZone?: string) => `${longDate(value, timeZone)} at ${clockTime(value, timeZone)}`

/** A calendar day stored as '2026-12-01' (an offer's valid-until), as 'Dec 1, 2026' in every time zone. */
export const calendarDay = (day: string) => shortDate(`${day}T12:00:00`)

/** The same calendar day as 'December 1, 2026' (a policy's effective date). */
export const longCalendarDay = (day: string) => longDate(`${day}T12:00:00`)

/** The local calendar day as '2026-11-26'. */
export function isoDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

/** The same time of day, `days` calendar days later (earlier when negative), across clock changes. */
export function addDays(date: Date, days: number): Date {
  const moved = new Date(date)
  // Unmoved, it stays the same instant: setting a wall time again picks the first of a repeated hour.
  if (days !== 0) moved.setDate(moved.getDate() + days)
  return moved
}

/** The same day of a month `months` later, or that month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const month = date.getMonth() + months
  // Day 0 of the next month is the target's last day; asked at noon, far from any clock change.
  const lastDay = new Date(date.getFullYear(), month + 1, 0, 12).getDate()
  // Year, month and day in one call: a day passed on the way could fall in a clock change's gap.
  const moved = new Date(date)
  if (months !== 0) moved.setFullYear(date.getFullYear(), month, Math.min(date.getDate(), lastDay))
  return moved
}

/** The same day `years` later; Feb 29 becomes Feb 28 in a common year. */
export const addYears = (date: Date, years: number) => addMonths(date, 12 * years)

/**
 * The calendar day `months` after `day` ('2026-08-31' + 6 = '2027-02-28', held to the month's last day
 * as PostgreSQL's `date + interval` is, so the database's checks agree). Worked at noon, far from any clock change.
 */
export const monthsAfterDay = (day: string, months: number) => isoDay(addMonths(new Date(`${day}T12:00:00`), months))

// Made on first use: building it loads the platform's locale data, a long task on a phone for every
// page that imports this file (the quote wizard among them) though few show a relative time.
let relative: Intl.RelativeTimeFormat | null = null
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400], ['hour', 3_600], ['minute', 60]]

/** '10 minutes ago', 'yesterday', 'just now': how long before `now` the moment was. */
export function timeAgo(value: Moment, now: Date): string {
  const seconds = Math.round((asDate(value).getTime() - now.getTime()) / 1000)
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return (relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })).format(Math.trunc(seconds / size), unit)
  }
  return 'just now'
}
