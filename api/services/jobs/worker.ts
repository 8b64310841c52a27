import type { AppContext } from '../../context.ts'
import { Job } from '../../models/Job.ts'
import type { JobDefinition } from './defineJob.ts'
import { claimJobs, due, extendLease, runClaim, type Claim } from './claims.ts'
import { schedulePeriodicJobs } from './housekeeping.ts'
import { JOBS, jobDefinition } from './list.ts'
import type { JobKind } from './payloads.ts'

interface RunOptions {
  kinds?: readonly JobKind[]
  /** Only jobs whose payload contains these values, e.g. `{ to: email }` for one mailbox's e-mail. */
  payload?: Record<string, string>
  limit?: number
}

/**
 * Runs every job due by the app's clock (only those the options select), one after another; returns
 * how many ran. Tests call it directly: `runDueJobs(app, { kinds: ['send_mail'] })` delivers the e-mail waiting.
 */
export async function runDueJobs(app: AppContext, options: RunOptions = {}): Promise<number> {
  const limit = options.limit ?? 100
  let ran = 0
  while (ran < limit) {
    const [claim] = await claimJobs(app, JOBS, { kinds: options.kinds, payload: options.payload, limit: 1 }, app.config.jobLeaseMs)
    if (!claim) break
    await runClaim(app, jobDefinition(claim.job.kind), claim)
    ran += 1
  }
  return ran
}

export interface JobWorker {
  stop(): Promise<void>
}

export interface WorkerOptions {
  /** The kinds it runs; the app's list (jobs/list.ts) unless a test brings its own. */
  jobs?: readonly JobDefinition[]
  leaseMs?: number
  pollMs?: number
}

/** Kinds with a job due (or a lapsed lease) now: one cheap query per poll when the queue is idle. */
async function dueKinds(app: AppContext, kinds: readonly string[]): Promise<string[]> {
  const rows = await Job.query().distinct('kind').whereIn('kind', kinds).modify(due(app.now()))
  return rows.map((row) => row.kind)
}

/**
 * Runs due jobs until stopped: each kind up to its `concurrency` at once, so a Square call that hangs
 * never holds up a code e-mail. It looks every `pollMs` (a second by default) and again as soon as a
 * job ends; a running job's lease is extended every third of `leaseMs`. Once an hour it also
 * schedules the periodic housekeeping jobs. stop() waits for the jobs in hand.
 */
export function startJobWorker(app: AppContext, options: WorkerOptions = {}): JobWorker {
  const definitions = options.jobs ?? JOBS
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]))
  const leaseMs = options.leaseMs ?? app.config.jobLeaseMs
  const pollMs = options.pollMs ?? app.config.jobPollMs
  const inHand = new Map<string, number>()
  const running = new Set<Promise<void>>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let ticking: Promise<void> | undefined
  let tickAgain = false
  let scheduledHour = ''

  const free = (definition: JobDefinition) => definition.concurrency - (inHand.get(definition.kind) ?? 0)

  const run = (definition: JobDefinition, claim: Claim) => {
    inHand.set(definition.kind, (inHand.get(definition.kind) ?? 0) + 1)
    const beat = setInterval(() => {
      extendLease(app, claim)
        .then((ours) => {
          if (ours) return
          clearInterval(beat)
          app.log.warn({ jobId: claim.job.id, kind: claim.job.kind }, 'job no longer this worker’s while running (canceled, or its lease lapsed)')
        })
        .catch((error: unknown) => app.log.error({ err: error, jobId: claim.job.id }, 'job lease not extended'))
    }, leaseMs / 3)
    const done: Promise<void> = runClaim(app, definition, claim)
      .catch((error: unknown) => app.log.error({ err: error, jobId: claim.job.id }, 'job end not recorded'))
      .finally(() => {
        clearInterval(beat)
        inHand.set(definition.kind, (inHand.get(definition.kind) ?? 1) - 1)
        running.delete(done)
        wake()
      })
    running.add(done)
  }

  const tick = async () => {
    const hour = app.now().toISOString().slice(0, 13)
    if (hour !== scheduledHour) {
      await schedulePeriodicJobs(app)
      scheduledHour = hour
    }
    const open = definitions.filter((definition) => free(definition) > 0).map((definition) => definition.kind)
    if (open.length === 0) return
    for (const kind of await dueKinds(app, open)) {
      const definition = byKind.get(kind)
      if (!definition || stopped) continue
      for (const claim of await claimJobs(app, definitions, { kinds: [kind], limit: free(definition) }, leaseMs)) run(definition, claim)
    }
  }

  /** Looks now, or right after the look in progress (a job ended meanwhile and freed a slot). */
  function wake(): void {
    if (stopped) return
    if (ticking) {
      tickAgain = true
      return
    }
    clearTimeout(timer)
    ticking = tick()
      .catch((error: unknown) => app.log.error({ err: error }, 'job worker tick failed'))
      .finally(() => {
        ticking = undefined
        if (tickAgain) {
          tickAgain = false
          wake()
        } else if (!stopped) {
          timer = setTimeout(wake, pollMs)
        }
      })
  }

  timer = setTimeout(wake, pollMs)
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await ticking
      await Promise.all(running)
    },
  }
}
