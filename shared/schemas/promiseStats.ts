import { z } from 'zod'

/** The 24-hour promise over the last 30 days, for the admin dashboard. */
export const PromiseStatsJson = z.object({
  window_days: z.number(),
  /** Requests in the window whose promise has come due or that already have a first offer. */
  due: z.number(),
  /** Of those, answered with a first offer within 24 hours. */
  on_time: z.number(),
  /** on_time / due, 0 to 1; null when nothing has come due. */
  on_time_share: z.number().nullable(),
  /** Median submission-to-first-offer time in minutes; null before any offer. */
  median_minutes_to_first_offer: z.number().nullable(),
})
export type PromiseStatsJson = z.infer<typeof PromiseStatsJson>
