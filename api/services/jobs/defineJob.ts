import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Job } from '../../models/Job.ts'

/** What the worker knows of a job kind: declared beside its feature with defineJob, listed in jobs/list.ts. */
export interface JobDefinition {
  kind: string
  /** Claims before the job is dead, counted when claimed: a run that kills its process counts too. */
  maxAttempts: number
  /** How many of this kind one process runs at once, so a slow kind never holds up the others. */
  concurrency: number
  /** Parses the stored payload with the kind's schema, then runs the handler. */
  run(app: AppContext, payload: unknown, job: Job): Promise<void>
}

interface JobDeclaration<S extends z.ZodType> {
  kind: string
  payload: S
  maxAttempts: number
  concurrency: number
  /** Must be safe to run twice: a lost lease or a crash after the work but before the record repeats it. */
  handle(app: AppContext, payload: z.output<S>, job: Job): Promise<void>
}

/**
 * Declares a job kind the way defineRoute declares an endpoint. A payload the schema refuses fails
 * the run (and, after the last attempt, shows the admin a dead job) instead of being half-understood.
 */
export function defineJob<S extends z.ZodType>(declaration: JobDeclaration<S>): JobDefinition {
  const { kind, maxAttempts, concurrency } = declaration
  return {
    kind,
    maxAttempts,
    concurrency,
    run: (app, payload, job) => declaration.handle(app, declaration.payload.parse(payload), job),
  }
}
