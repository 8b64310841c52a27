import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Job } from '../../models/Job.ts'
import { JOB_PAYLOADS, type JobKind } from './payloads.ts'

/** A job's payload as its handler receives it: parsed with its kind's schema (payloads.ts). */
export type JobPayload<K extends JobKind> = z.output<(typeof JOB_PAYLOADS)[K]>

/** Each kind's schema, typed so that the one for a generic kind parses to that kind's payload. */
const schemas: { [K in JobKind]: z.ZodType<JobPayload<K>> } = JOB_PAYLOADS

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

interface JobDeclaration<K extends JobKind> {
  kind: K
  maxAttempts: number
  concurrency: number
  /** Must be safe to run twice: a lost lease or a crash after the work but before the record repeats it. */
  handle(app: AppContext, payload: JobPayload<K>, job: Job): Promise<void>
}

/**
 * Declares a job kind the way defineRoute declares an endpoint. The stored payload is parsed once,
 * here, with the schema enqueueJob checked it against; one the schema refuses fails the run (and,
 * after the last attempt, shows the admin a dead job) instead of being half-understood.
 */
export function defineJob<K extends JobKind>(declaration: JobDeclaration<K>): JobDefinition {
  const { kind, maxAttempts, concurrency } = declaration
  return {
    kind,
    maxAttempts,
    concurrency,
    run: (app, payload, job) => declaration.handle(app, schemas[kind].parse(payload), job),
  }
}
