import { z } from 'zod'
import { emptyAsMissing, moneyJson } from './fields.ts'

const WEEKS_MESSAGE = 'Weeks must be a whole number from 1 to 26'

/** The X-date view looks a quarter ahead unless asked for up to half a year. */
export const XDateQuery = z.object({
  weeks: z.preprocess(emptyAsMissing, z.coerce.number<number>(WEEKS_MESSAGE).int(WEEKS_MESSAGE).min(1, WEEKS_MESSAGE).max(26, WEEKS_MESSAGE).default(13)),
})
export type XDateQuery = z.output<typeof XDateQuery>

/** One week, Monday to Sunday, of live policies reaching their expiration (X-) date. */
export const XDateWeekJson = z.object({
  week_start: z.string(),
  week_end: z.string(),
  policies: z.number(),
  renewal_pending: z.number(),
  /** The premiums of those policies' current terms: the business up for renewal that week. */
  premium: moneyJson,
})
export type XDateWeekJson = z.infer<typeof XDateWeekJson>
