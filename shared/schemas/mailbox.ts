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

/** The dev tool's answer to queueing a job bound to fail. */
export const QueuedJobJson = z.object({ id: z.number() })
