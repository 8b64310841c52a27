import { z } from 'zod'

/* ---- The admin's list of failed (dead) background jobs, and their retry ---- */

export const FAILED_JOBS_PER_PAGE = 50

export const FailedJobListQuery = z.object({
  page: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number<number>('Page must be a number').int().min(1).max(100_000).default(1),
  ),
})
export type FailedJobListQuery = z.infer<typeof FailedJobListQuery>

export const FailedJobIdParams = z.object({
  job_id: z.string().regex(/^\d{1,15}$/, 'Invalid job ID.').transform(Number),
})
export type FailedJobIdParams = z.output<typeof FailedJobIdParams>

/** A job that used up its attempts: what it was, how often it ran, and why it last failed. */
export const FailedJobJson = z.object({
  id: z.number(),
  kind: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  failed_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
})
export type FailedJobJson = z.infer<typeof FailedJobJson>

export const FailedJobListMeta = z.object({ total: z.number(), page: z.number(), per_page: z.number() })
export type FailedJobListMeta = z.infer<typeof FailedJobListMeta>

/** The answer to a retry: the job, queued again. */
export const RetriedJobJson = z.object({ id: z.number(), state: z.string() })
export type RetriedJobJson = z.infer<typeof RetriedJobJson>
