import { describe, expect, it } from 'vitest'
import { addDays, addMonths, addYears, calendarDay, clockTime, isoDay, longDate, longDateTime, monthsAfterDay, shortDate, shortDateTime } from '../../../shared/dates.ts'

// Local times, so the expectations hold in whatever zone the tests run.
const at = (year: number, month: number, day: number, hour = 10, minute = 0) => new Date(year, month - 1, day, hour, minute)
const localZoneName = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value

describe('dates as the product writes them', () => {
  it('writes days long and short, from a Date or an ISO string', () => {
    expect(longDate(at(2026, 11, 26))).toBe('November 26, 2026')
    expect(shortDate(at(2026, 9, 3))).toBe('Sep 3, 2026')
    expect(longDate(at(2026, 11, 26, 23, 30).toISOString())).toBe('November 26, 2026')
  })

  it('writes the time of day with an ordinary space before AM or PM, and names the reader\'s zone', () => {
    const zone = localZoneName(at(2026, 11, 26))
    expect(clockTime(at(2026, 11, 26, 15, 5))).toBe(`3:05 PM ${zone}`)
    expect(clockTime(at(2026, 11, 26, 0, 0))).toBe(`12:00 AM ${zone}`)
    expect(shortDateTime(at(2026, 11, 26, 9, 41))).toBe(`Nov 26, 2026 at 9:41 AM ${zone}`)
    expect(longDateTime(at(2026, 11, 26, 12, 0))).toBe(`November 26, 2026 at 12:00 PM ${zone}`)
  })

  it('writes a moment in a zone it is given, named, day included', () => {
    const moment = '2026-11-28T07:48:00Z'
    expect(longDateTime(moment, 'America/New_York')).toBe('November 28, 2026 at 2:48 AM EST')
    expect(longDateTime(moment, 'America/Los_Angeles')).toBe('November 27, 2026 at 11:48 PM PST')
    expect(shortDateTime('2026-07-04T16:00:00Z', 'America/Chicago')).toBe('Jul 4, 2026 at 11:00 AM CDT')
    expect(longDate(moment, 'Pacific/Honolulu')).toBe('November 27, 2026')
    expect(clockTime(moment, 'America/Puerto_Rico')).toBe('3:48 AM AST')
  })

  it('reads a stored calendar day as that day, and writes the local day as yyyy-mm-dd', () => {
    expect(calendarDay('2026-12-01')).toBe('Dec 1, 2026')
    expect(isoDay(at(2026, 1, 5, 23, 59))).toBe('2026-01-05')
  })
})

describe('calendar arithmetic', () => {
  it('moves by calendar days, keeping the time of day', () => {
    expect(addDays(at(2026, 11, 26, 15, 5), 7)).toEqual(at(2026, 12, 3, 15, 5))
    expect(addDays(at(2026, 3, 1), -1)).toEqual(at(2026, 2, 28))
  })

  it('moves by months to the same day, or to the last day of a shorter month', () => {
    expect(addMonths(at(2026, 1, 15), 1)).toEqual(at(2026, 2, 15))
    expect(addMonths(at(2026, 1, 31), 1)).toEqual(at(2026, 2, 28))
    expect(addMonths(at(2028, 1, 31), 1)).toEqual(at(2028, 2, 29))
    expect(addMonths(at(2026, 12, 31), 1)).toEqual(at(2027, 1, 31))
    expect(addMonths(at(2026, 3, 31), -1)).toEqual(at(2026, 2, 28))
  })

  it('moves by years, a leap day to February 28 in a common year', () => {
    expect(addYears(at(2026, 11, 26), 1)).toEqual(at(2027, 11, 26))
    expect(addYears(at(2028, 2, 29), 1)).toEqual(at(2029, 2, 28))
  })

  it('leaves the date it was given alone', () => {
    const start = at(2026, 1, 31)
    addDays(start, 3)
    addMonths(start, 1)
    expect(start).toEqual(at(2026, 1, 31))
  })
})

describe('monthsAfterDay', () => {
  it('moves a calendar day by whole months, to the month\'s last day when it is shorter, as PostgreSQL does', () => {
    expect(monthsAfterDay('2026-03-01', 12)).toBe('2027-03-01')
    expect(monthsAfterDay('2026-08-31', 6)).toBe('2027-02-28')
    expect(monthsAfterDay('2028-02-29', 60)).toBe('2033-02-28')
    expect(monthsAfterDay('2026-03-08', 0)).toBe('2026-03-08')
  })
})
