import { z } from 'zod'

/** A captured e-mail in the dev outbox (never in production). */
export const OutboxMessageJson = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
})
export type OutboxMessageJson = z.infer<typeof OutboxMessageJson>

/** How many jobs bound to fail the dev tool queues: one unless asked, enough to fill a page or two. */
export const FailingJobsBody = z.object({ count: z.number().int().min(1).max(120).default(1) })
export type FailingJobsBody = z.output<typeof FailingJobsBody>

/** The dev tool's answer to queueing jobs bound to fail: their ids, in the order queued. */
export const QueuedJobsJson = z.object({ ids: z.array(z.number()) })
