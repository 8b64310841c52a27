import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { raw, type QueryBuilder } from 'objection'
import type { AppContext } from '../../context.ts'
import { Job } from '../../models/Job.ts'
import type { JobDefinition } from './defineJob.ts'

export interface ClaimFilter {
  kinds?: readonly string[]
  /** Only jobs whose payload contains these values, e.g. `{ to: email }` for one mailbox's e-mail. */
  payload?: Record<string, string>
  limit: number
}

/** A job in hand: only the claim that ran it (its owner token) may finish it. */
export interface Claim {
  job: Job
  owner: string
  leaseMs: number
}

/** Back-off doubles from 2 minutes; the jitter spreads retries of a shared outage, never past that doubling. */
function retryAt(now: Date, attempts: number): Date {
  const backOff = 60_000 * 2 ** attempts
  return new Date(now.getTime() + backOff * (0.5 + Math.random() / 2))
}

/** Due now: a queued job whose time has come, or a running one whose lease ran out (its process died, or stopped beating). */
export const due = (now: Date) => (query: QueryBuilder<Job>) => query.where((q) => q
  .where((queued) => queued.where({ state: 'queued' }).where('run_at', '<=', now))
  .orWhere((lapsed) => lapsed.where({ state: 'running' }).where('locked_until', '<', now)))

/** Each kind's maxAttempts in SQL; a kind no definition names gets one attempt (it ends dead, for the admin to see). */
function maxAttemptsSql(definitions: readonly JobDefinition[]) {
  const cases = definitions.map(() => 'WHEN ? THEN ?::int').join(' ')
  return raw(`CASE kind ${cases} ELSE 1 END`, definitions.flatMap((d) => [d.kind, d.maxAttempts]))
}

/**
 * Claims due jobs in one statement, the longest waiting first. The attempt cap is enforced here, so a job that
 * kills its process is not claimed for ever: one that has had all its attempts ends dead instead.
 * SKIP LOCKED lets any number of processes claim side by side.
 */
export async function claimJobs(app: AppContext, definitions: readonly JobDefinition[], filter: ClaimFilter, leaseMs: number): Promise<Claim[]> {
  const now = app.now()
  const owner = randomUUID()
  const candidates = Job.query()
    .select('id')
    .modify(due(now))
    .modify((q) => {
      if (filter.kinds) q.whereIn('kind', filter.kinds)
      if (filter.payload) q.whereRaw('payload @> ?::jsonb', [JSON.stringify(filter.payload)])
    })
    .orderBy('run_at')
    .orderBy('id')
    .limit(filter.limit)
    .forUpdate()
    .skipLocked()
  const spent = raw('attempts >= ?', [maxAttemptsSql(definitions)])
  const jobs = await Job.query()
    .whereIn('id', candidates)
    .patch({
      state: raw("CASE WHEN ? THEN 'dead' ELSE 'running' END", [spent]),
      owner: raw('CASE WHEN ? THEN NULL ELSE ?::text END', [spent, owner]),
      locked_until: raw('CASE WHEN ? THEN NULL ELSE ?::timestamptz END', [spent, new Date(now.getTime() + leaseMs)]),
      attempts: raw('CASE WHEN ? THEN attempts ELSE attempts + 1 END', [spent]),
      finished_at: raw('CASE WHEN ? THEN ?::timestamptz END', [spent, now]),
      last_error: raw("CASE WHEN ? THEN 'Its last attempt never finished: the process running it stopped, or its lease ran out.' ELSE last_error END", [spent]),
      updated_at: now,
    })
    .returning('*')
  for (const job of jobs.filter((j) => j.state === 'dead')) {
    app.log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, dead: true }, 'job dead: its last attempt never finished')
  }
  return jobs.filter((job) => job.state === 'running').map((job) => ({ job, owner, leaseMs }))
}

/** The claim's own row, still running: a cancel or a takeover since makes every write below a no-op. */
const owned = (claim: Claim) => Job.query().where({ id: claim.job.id, owner: claim.owner, state: 'running' })

/** Extends the lease while the handler runs; false once the job is no longer this claim's. */
export async function extendLease(app: AppContext, claim: Claim): Promise<boolean> {
  const now = app.now()
  return (await owned(claim).patch({ locked_until: new Date(now.getTime() + claim.leaseMs), updated_at: now })) > 0
}

/** The last error as an admin reads it in the failed-jobs list. */
function describeFailure(job: Job, error: unknown): string {
  if (error instanceof z.ZodError) return `Invalid ${job.kind} payload: ${z.prettifyError(error)}`
  return error instanceof Error ? error.message : String(error)
}

async function fail(app: AppContext, claim: Claim, definition: JobDefinition | undefined, error: unknown): Promise<number> {
  const { job } = claim
  const now = app.now()
  const giveUp = job.attempts >= (definition?.maxAttempts ?? 1)
  app.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, dead: giveUp }, 'job failed')
  // A job out of attempts waits, dead, for an admin's retry.
  return owned(claim).patch({
    state: giveUp ? 'dead' : 'queued',
    owner: null,
    locked_until: null,
    last_error: describeFailure(job, error).slice(0, 1000),
    run_at: giveUp ? job.run_at : retryAt(now, job.attempts),
    finished_at: giveUp ? now : null,
    updated_at: now,
  })
}

/** Runs a claimed job's handler and records its end, if the job is still the claim's. */
export async function runClaim(app: AppContext, definition: JobDefinition | undefined, claim: Claim): Promise<void> {
  const { job } = claim
  let recorded: number
  try {
    if (!definition) throw new Error(`unknown job kind ${job.kind}`)
    await definition.run(app, job.payload, job)
    const now = app.now()
    recorded = await owned(claim).patch({ state: 'done', owner: null, locked_until: null, last_error: null, finished_at: now, updated_at: now })
  } catch (error) {
    recorded = await fail(app, claim, definition, error)
  }
  if (recorded === 0) app.log.warn({ jobId: job.id, kind: job.kind }, 'job ended after it stopped being this worker’s (canceled, or taken over): its end is not recorded')
}
