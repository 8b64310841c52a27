import { z } from 'zod'
import { PageNumber } from './pagination.ts'
import { numericId } from './fields.ts'

/* ---- The admin's list of failed (dead) background jobs, and their retry ---- */

export const FAILED_JOBS_PER_PAGE = 50

/** The list has one page size: only `page` is asked. */
export const FailedJobListQuery = z.object({ page: PageNumber })
export type FailedJobListQuery = z.infer<typeof FailedJobListQuery>

export const FailedJobIdParams = z.object({
  job_id: numericId('Invalid job ID.'),
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

/** The answer to a retry: the job, queued again. */
export const RetriedJobJson = z.object({ id: z.number(), state: z.string() })
export type RetriedJobJson = z.infer<typeof RetriedJobJson>
